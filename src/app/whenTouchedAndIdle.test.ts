/** @jest-environment jsdom */
import { IDLE_TIMEOUT_MS, whenTouchedAndIdle } from './whenTouchedAndIdle';

/** A page, loaded or not, in a browser whose idle callbacks the test runs by hand. */
function page({ loaded = true } = {}) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(loaded ? 'complete' : 'interactive');
  const idle: { callback: IdleRequestCallback; timeout?: number }[] = [];
  window.requestIdleCallback = (callback, options) => idle.push({ callback, timeout: options?.timeout });
  const runIdle = () => idle.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  return { idle, runIdle };
}

afterEach(() => jest.restoreAllMocks());

const touch = (type = 'pointerdown') => window.dispatchEvent(new Event(type));

it('runs the work once the loaded page has been touched and is idle', () => {
  const { idle, runIdle } = page();
  const work = jest.fn();
  whenTouchedAndIdle(window, work);
  expect(idle).toHaveLength(0);
  touch();
  expect(work).not.toHaveBeenCalled();
  expect(idle[0].timeout).toBe(IDLE_TIMEOUT_MS);
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

it('waits for the page’s load event, then for a touch, and runs once however often the shopper touches it', () => {
  const { idle, runIdle } = page({ loaded: false });
  const work = jest.fn();
  whenTouchedAndIdle(window, work);
  touch('keydown');
  expect(idle).toHaveLength(0);
  window.dispatchEvent(new Event('load'));
  touch('scroll');
  touch('pointerdown');
  expect(idle).toHaveLength(1);
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});
