export default function DetailsPage() {
  return <h1 className="page-heading">Product Details</h1>;
}
