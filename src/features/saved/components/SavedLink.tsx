import { Link } from '../../../components/Link';
import { HeartIcon } from '../../../components/HeaderIcons';
import { useAppSelector } from '../../../app/hooks';
import { useTexts } from '../../../i18n/TextsContext';
import { selectSavedCount } from '../selectors';

/** The header's way to the saved products, with their count once there are any. */
export default function SavedLink() {
  const { t, number } = useTexts();
  const count = useAppSelector(selectSavedCount);
  return (
    <Link to="/saved" className="saved-link header-icon" aria-label={t('saved.headerLink', { count })}>
      <HeartIcon />
      {count > 0 && (
        <span className="header-icon__count" aria-hidden>
          {number(count)}
        </span>
      )}
    </Link>
  );
}
