import { createActionRecorder, isQaSession } from './actionRecorder';

/** This tab's recorder, on in QA mode; decided once, as the app starts. A server render has no tab, so none. */
export const qaRecorder = createActionRecorder(
  typeof window !== 'undefined' && isQaSession(window.location.search, () => window.sessionStorage),
);
