import { useSyncExternalStore } from 'react';
import { chunksWaiting, retryChunks, subscribeToChunks } from '../app/chunks';
import { useTexts } from '../i18n/TextsContext';
import './OfflineNotice.css';

/** Says so while a script or style sheet waits for the connection, over the page, which stays as it is. Plain markup: antd may be what failed to load. */
export default function OfflineNotice() {
  const waiting = useSyncExternalStore(subscribeToChunks, chunksWaiting, () => false);
  const { t } = useTexts();
  if (!waiting) return null;
  return (
    <div className="offline-notice" role="alert">
      <p>
        <strong>{t('shell.offline.title')}</strong> {t('shell.offline.detail')}
      </p>
      <button type="button" className="plain-button plain-button--primary" onClick={retryChunks}>
        {t('shell.offline.retry')}
      </button>
    </div>
  );
}
