import PlainResult from '../../components/PlainResult';
import LinkButton from '../../components/LinkButton';
import { EmptyStageArt } from '../../components/Illustrations';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';

function NotFoundPage() {
  const { t } = useTexts();
  return (
    <PlainResult
      icon={<EmptyStageArt />}
      title={<h1 className="page-heading">{t('shop.notFound.title')}</h1>}
      subTitle={t('shop.notFound.detail')}
      extra={
        <LinkButton type="primary" to="/shop">
          {t('shop.toShop')}
        </LinkButton>
      }
    />
  );
}

export default withAntdTheme(NotFoundPage);
