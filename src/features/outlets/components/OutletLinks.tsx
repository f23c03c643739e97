import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from '../../../components/Link';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { outletsActions } from '../outletsSlice';
import { selectOutletMenu } from '../selectors';
import { useTexts } from '../../../i18n/TextsContext';
import './OutletMenu.css';

/** The outlets as a plain list of links, for the phone menu's drawer; skeletons while the branches load. */
export default function OutletLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const { status, entries } = useAppSelector(selectOutletMenu);

  useEffect(() => {
    dispatch(outletsActions.branchesRequested());
  }, [dispatch]);

  if (status === 'loading' || status === 'idle') {
    return <Skeleton active title={false} paragraph={{ rows: 4 }} className="outlet-links__skeleton" />;
  }
  return (
    <ul className="outlet-links" aria-label={t('news.outlet.list')}>
      {entries.map((e) => (
        <li key={e.key}>
          <Link to={e.path} className="outlet-links__link" onClick={onNavigate}>
            {e.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
