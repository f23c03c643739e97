import { lazy, Suspense, useSyncExternalStore } from 'react';
import { qaRecorder } from './qaSession';

const QaDownloads = lazy(() => import(/* webpackChunkName: "qa" */ './QaDownloads'));

const noChanges = () => () => {};

/**
 * The recorder's download buttons, loaded only in a QA session; shoppers never fetch their chunk.
 * QA mode is the tab's, which a server render cannot know: the buttons appear once the page has hydrated.
 */
export default function QaTools() {
  const enabled = useSyncExternalStore(noChanges, () => qaRecorder.enabled, () => false);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <QaDownloads recorder={qaRecorder} />
    </Suspense>
  );
}
