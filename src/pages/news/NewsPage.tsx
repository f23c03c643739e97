export default function NewsPage() {
  return <h1 className="page-heading">Recent Music News</h1>;
}
