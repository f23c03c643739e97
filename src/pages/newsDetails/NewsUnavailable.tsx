import { ReadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import LinkButton from '../../components/LinkButton';
import { withAntdTheme } from '../../app/AntdTheme';

interface Props {
  /** `missing`: no such article (404 or no id); `failed`: it could not be loaded. */
  reason: 'missing' | 'failed';
  onRetry: () => void;
}

/** Why an article is not shown, and the way on. A chunk of its own: the article itself shows no antd. */
function NewsUnavailable({ reason, onRetry }: Props) {
  if (reason === 'failed') {
    return (
      <Result
        status="warning"
        title={<h1 className="page-heading">The article could not be loaded</h1>}
        subTitle="Check your connection and try again."
        extra={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  }
  return (
    <Result
      icon={<ReadOutlined className="news-article__missing-icon" />}
      title={<h1 className="page-heading">News not found</h1>}
      subTitle="This article does not exist or has been taken down."
      extra={
        <LinkButton type="primary" to="/news">
          See all news
        </LinkButton>
      }
    />
  );
}

export default withAntdTheme(NewsUnavailable);
