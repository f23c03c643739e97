import { useSyncExternalStore } from 'react';
import { chunksWaiting, retryChunks, subscribeToChunks } from '../app/chunks';
import { OFFLINE } from '../domain/texts';
import './OfflineNotice.css';

/** Says so while a script or style sheet waits for the connection, over the page, which stays as it is. Plain markup: antd may be what failed to load. */
export default function OfflineNotice() {
  const waiting = useSyncExternalStore(subscribeToChunks, chunksWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="offline-notice" role="alert">
      <p>
        <strong>{OFFLINE.title}</strong> {OFFLINE.detail}
      </p>
      <button type="button" className="plain-button plain-button--primary" onClick={retryChunks}>
        {OFFLINE.retry}
      </button>
    </div>
  );
}
