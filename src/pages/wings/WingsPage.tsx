export default function WingsPage() {
  return <h1 className="page-heading">Wings</h1>;
}
