export default function BranchPage() {
  return <h1 className="page-heading">Outlet Stock</h1>;
}
