import { Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import { withAntdTheme } from '../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyHangerArt } from '../../components/Illustrations';
import { Link } from '../../components/Link';
import LinkButton from '../../components/LinkButton';
import PlainAlert from '../../components/PlainAlert';
import PlainEmpty from '../../components/PlainEmpty';
import { selectSession } from '../../features/account/selectors';
import { selectShelf, shelfProducts } from '../../features/productShelf/selectors';
import { shelfActions, unansweredIds } from '../../features/productShelf/shelfSlice';
import SavedProductRow from '../../features/saved/components/SavedProductRow';
import { selectSaved } from '../../features/saved/selectors';
import { useTexts } from '../../i18n/TextsContext';
import './SavedPage.css';

function SavedPage() {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const { list, restored } = useAppSelector(selectSaved);
  const shelf = useAppSelector(selectShelf);
  const signedIn = useAppSelector(selectSession) === 'signedIn';
  const ids = list.map((entry) => entry.itemId);
  const wanted = ids.join(',');
  const ask = () => dispatch(shelfActions.productsRequested({ ids: wanted.split(',') }));
  useEffect(() => {
    if (wanted) dispatch(shelfActions.productsRequested({ ids: wanted.split(',') }));
  }, [dispatch, wanted]);

  const products = shelfProducts(shelf, ids);
  const waiting = unansweredIds(shelf, ids);
  const gone = ids.filter((id) => shelf.gone.includes(id)).length;

  return (
    <div className="saved-page">
      <h1 className="page-heading">{t('titles.saved')}</h1>
      {!signedIn && (
        <p className="saved-page__hint">
          <Link to="/account">{t('saved.signInHint')}</Link>
        </p>
      )}
      {!restored ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.length === 0 ? (
        <PlainEmpty image={<EmptyHangerArt />} description={t('saved.empty')}>
          <p>{t('saved.emptyHint')}</p>
          <LinkButton type="primary" to="/shop">
            {t('saved.browse')}
          </LinkButton>
        </PlainEmpty>
      ) : (
        <>
          <p className="saved-page__count" role="status">
            {t('saved.count', { count: list.length })}
          </p>
          {shelf.status === 'failed' && waiting.length > 0 && (
            <PlainAlert
              type="warning"
              title={t(shelf.error?.message ?? 'common.notLoaded.products')}
              action={<Button onClick={ask}>{t('shop.tryAgain')}</Button>}
            />
          )}
          <ul className="saved-page__list">
            {products.map((item) => (
              <SavedProductRow key={item.id} item={item} />
            ))}
            {shelf.status === 'loading' &&
              waiting.map((id) => (
                <li key={id} className="saved-product" aria-busy="true">
                  <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 2 }} />
                </li>
              ))}
          </ul>
          {gone > 0 && <p className="saved-page__gone">{t('saved.gone', { count: gone })}</p>}
        </>
      )}
    </div>
  );
}

export default withAntdTheme(SavedPage);
