import { ReadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import PlainResult from '../../components/PlainResult';
import LinkButton from '../../components/LinkButton';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';

interface Props {
  /** `missing`: no such article (404 or no id); `failed`: it could not be loaded. */
  reason: 'missing' | 'failed';
  onRetry: () => void;
}

/** Why an article is not shown, and the way on. A chunk of its own: the article itself shows no antd. */
function NewsUnavailable({ reason, onRetry }: Props) {
  const { t } = useTexts();
  if (reason === 'failed') {
    return (
      <PlainResult
        status="warning"
        title={<h1 className="page-heading">{t('news.article.failed')}</h1>}
        subTitle={t('news.article.failedHint')}
        extra={<Button onClick={onRetry}>{t('news.tryAgain')}</Button>}
      />
    );
  }
  return (
    <PlainResult
      icon={<ReadOutlined className="news-article__missing-icon" aria-hidden />}
      title={<h1 className="page-heading">{t('news.article.missing')}</h1>}
      subTitle={t('news.article.missingHint')}
      extra={
        <LinkButton type="primary" to="/news">
          {t('news.article.allNews')}
        </LinkButton>
      }
    />
  );
}

export default withAntdTheme(NewsUnavailable);
