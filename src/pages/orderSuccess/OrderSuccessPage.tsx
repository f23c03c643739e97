export default function OrderSuccessPage() {
  return <h1 className="page-heading">Order Placed</h1>;
}
