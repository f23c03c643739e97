import { Result } from 'antd';
import LinkButton from '../../components/LinkButton';
import { EmptyStageArt } from '../../components/Illustrations';
import { withAntdTheme } from '../../app/AntdTheme';

function NotFoundPage() {
  return (
    <Result
      icon={<EmptyStageArt />}
      title={<h1 className="page-heading">Page not found</h1>}
      subTitle="This page has left the stage. The merch is still here."
      extra={
        <LinkButton type="primary" to="/shop">
          Go to the shop
        </LinkButton>
      }
    />
  );
}

export default withAntdTheme(NotFoundPage);
