export default function NewsDetailsPage() {
  return <h1 className="page-heading">News</h1>;
}
