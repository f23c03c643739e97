// The shop's own calls to its API that have not answered in full yet: the browser's http client counts them
// (root/browserSagas.ts), and the buying path's prefetch (app/idlePrefetch.ts) starts a file only while there are
// none. On a slow link a search or an order would otherwise share the bandwidth, and the browser's few connections,
// with files the shopper may never need.

export interface CallsInFlight {
  /** Counts `call` until it settles, whichever way. */
  track(call: Promise<unknown>): void;
  /** Runs `next` at once when no call is in flight, else as soon as the last one settles. */
  whenNone(next: () => void): void;
}

export function callsInFlight(): CallsInFlight {
  let count = 0;
  let waiting: (() => void)[] = [];
  const settled = () => {
    count -= 1;
    if (count > 0) return;
    const ready = waiting;
    waiting = [];
    ready.forEach((next) => next());
  };
  return {
    track(call) {
      count += 1;
      call.then(settled, settled);
    },
    whenNone(next) {
      if (count === 0) next();
      else waiting.push(next);
    },
  };
}

/** The browser's: one page, one count. */
export const shopCalls = callsInFlight();
