export default function CartPage() {
  return <h1 className="page-heading">Cart</h1>;
}
