import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="This page has left the stage. The merch is still here."
      extra={
        <Link to="/shop">
          <Button type="primary">Go to the shop</Button>
        </Link>
      }
    />
  );
}
