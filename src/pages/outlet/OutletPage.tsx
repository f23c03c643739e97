export default function OutletPage() {
  return <h1 className="page-heading">Our Outlets</h1>;
}
