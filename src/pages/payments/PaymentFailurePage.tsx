export default function PaymentFailurePage() {
  return <h1 className="page-heading">Payment Failed</h1>;
}
