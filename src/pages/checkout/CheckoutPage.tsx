export default function CheckoutPage() {
  return <h1 className="page-heading">Checkout</h1>;
}
