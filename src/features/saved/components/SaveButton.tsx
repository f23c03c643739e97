import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { HeartIcon } from '../../../components/HeaderIcons';
import { useTexts } from '../../../i18n/TextsContext';
import { savedActions } from '../savedSlice';
import { selectIsSaved } from '../selectors';
import './SaveButton.css';

/** The heart that saves a product for later; a toggle, its pressed state is what a screen reader announces. */
export default function SaveButton({ itemId, name, className = '' }: { itemId: string; name: string; className?: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const saved = useAppSelector((state) => selectIsSaved(state, itemId));
  return (
    <button
      type="button"
      className={`save-button${saved ? ' is-saved' : ''} ${className}`}
      aria-pressed={saved}
      aria-label={t('saved.save', { name })}
      title={t(saved ? 'saved.savedTitle' : 'saved.saveTitle')}
      onClick={() => dispatch(saved ? savedActions.productRemoved({ itemId }) : savedActions.productSaved(itemId))}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
