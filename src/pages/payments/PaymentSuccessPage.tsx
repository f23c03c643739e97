export default function PaymentSuccessPage() {
  return <h1 className="page-heading">Payment Successful</h1>;
}
