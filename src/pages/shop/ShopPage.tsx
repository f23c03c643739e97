export default function ShopPage() {
  return <h1 className="page-heading">Shop</h1>;
}
