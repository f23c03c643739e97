import { lazy, Suspense } from 'react';
import { useHydrated } from '../components/useHydrated';
import { qaRecorder } from './qaSession';

const QaDownloads = lazy(() => import(/* webpackChunkName: "qa" */ './QaDownloads'));

/**
 * The recorder's download buttons, loaded only in a QA session; shoppers never fetch their chunk.
 * QA mode is the tab's, which a server render cannot know: the buttons appear once the page has hydrated.
 */
export default function QaTools() {
  const hydrated = useHydrated();
  if (!hydrated || !qaRecorder.enabled) return null;
  return (
    <Suspense fallback={null}>
      <QaDownloads recorder={qaRecorder} />
    </Suspense>
  );
}
