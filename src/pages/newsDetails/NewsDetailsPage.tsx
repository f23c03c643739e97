import { ReadOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import LinkButton from '../../components/LinkButton';
import NewsArticle from '../../features/news/components/NewsArticle';
import { newsActions } from '../../features/news/newsSlice';
import { selectNewsDetails } from '../../features/news/selectors';
import { articleIdParam, newsDetailsIntents } from '../intents';
import { withAntdTheme } from '../../app/AntdTheme';

function NotFound() {
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

function NewsDetailsPage() {
  const dispatch = useAppDispatch();
  const id = articleIdParam(useSearchParams()[0]);
  const details = useAppSelector(selectNewsDetails);

  useEffect(() => {
    for (const action of newsDetailsIntents(id)) dispatch(action);
  }, [dispatch, id]);

  if (!id) return <NotFound />;
  if (details.id === id && details.status === 'loaded' && details.item) return <NewsArticle news={details.item} />;
  if (details.id === id && details.status === 'failed') {
    if (details.error?.status === 404) return <NotFound />;
    return (
      <Result
        status="warning"
        title={<h1 className="page-heading">The article could not be loaded</h1>}
        subTitle="Check your connection and try again."
        extra={<Button onClick={() => dispatch(newsActions.detailsRequested({ id }))}>Try again</Button>}
      />
    );
  }
  return (
    <div className="news-article" aria-busy="true">
      <h1 className="visually-hidden">Loading the article</h1>
      <Skeleton.Node active className="news-article__image-skeleton">
        <span />
      </Skeleton.Node>
      <Skeleton active title paragraph={{ rows: 8 }} />
    </div>
  );
}

export default withAntdTheme(NewsDetailsPage);
