import { lazy, Suspense } from 'react';
import { qaRecorder } from './qaSession';

const QaDownloads = lazy(() => import(/* webpackChunkName: "qa" */ './QaDownloads'));

/** The recorder's download buttons, loaded only in a QA session; shoppers never fetch their chunk. */
export default function QaTools() {
  if (!qaRecorder.enabled) return null;
  return (
    <Suspense fallback={null}>
      <QaDownloads recorder={qaRecorder} />
    </Suspense>
  );
}
