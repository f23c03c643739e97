export default function PaymentCancelPage() {
  return <h1 className="page-heading">Payment Cancelled</h1>;
}
