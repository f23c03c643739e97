import { createActionRecorder, isQaSession } from './actionRecorder';

/**
 * This tab's recorder, decided once, as the app starts: QA mode (`?qa=1`) keeps more and shows its downloads. A server
 * render has no tab and records nothing: its module is shared by every request.
 */
export const qaRecorder =
  typeof window === 'undefined'
    ? createActionRecorder(false, 0)
    : createActionRecorder(isQaSession(window.location.search, () => window.sessionStorage));
