import { createActionRecorder, isQaSession } from './actionRecorder';

/** This tab's recorder, on in QA mode; decided once, as the app starts. */
export const qaRecorder = createActionRecorder(isQaSession(window.location.search, () => window.sessionStorage));
