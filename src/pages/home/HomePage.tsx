export default function HomePage() {
  return <h1 className="page-heading">Metal Merch</h1>;
}
