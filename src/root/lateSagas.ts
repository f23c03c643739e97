import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';
import type { FeatureSaga } from '../app/deps';
import type { PageSagasComing, StartPageSagas } from './routes';

/** The webpackChunkName of the browser's sagas (index.tsx): the entry fetches it as it starts, on every page. */
export const SAGAS_CHUNK = 'sagas';
/** The webpackChunkName of the stored cart's return (index.tsx): beside the entry on a page drawn from it, else after the sagas. */
export const PERSISTENCE_CHUNK = 'persistence';

/** The shop's sagas, ready to run: their middleware, and what starts them with the page sagas asked for so far. */
export interface SagasToStart {
  sagaMiddleware: Middleware;
  start: (pageSagas: FeatureSaga[]) => StartPageSagas;
}

type Pass = (action: unknown) => unknown;

/**
 * The sagas' place in a store made before their code is in (the browser's sagas are a chunk of their own, so the entry
 * carries none of them). Until they arrive, every action goes on to the reducers and is kept, and the page sagas on
 * their way are awaited with them; on arrival the sagas start, those page sagas with them, and then see each kept
 * action, in order.
 */
export function lateSagas() {
  let store: MiddlewareAPI | undefined;
  let next: Pass | undefined;
  let arrived: Pass | undefined;
  let startPage: StartPageSagas | undefined;
  const kept: unknown[] = [];
  const coming: Promise<FeatureSaga[]>[] = [];

  const middleware: Middleware = (api) => {
    store = api;
    return (nextInChain) => {
      next = nextInChain;
      return (action) => {
        if (arrived) return arrived(action);
        kept.push(action);
        return nextInChain(action);
      };
    };
  };

  const arrive = async ({ sagaMiddleware, start }: SagasToStart) => {
    if (!store || !next) throw new Error('The sagas arrived before their store was made.');
    // Asked for while these were awaited, more may come: none is started before the kept actions are seen.
    const waiting = new Set<FeatureSaga>();
    while (coming.length > 0) for (const sagas of await Promise.all(coming.splice(0))) sagas.forEach((saga) => waiting.add(saga));
    const inStore = sagaMiddleware(store);
    arrived = inStore(next);
    startPage = start([...waiting]);
    // The reducers have had these already: the sagas only see them.
    const seeOnly = inStore(() => undefined);
    for (const action of kept.splice(0)) seeOnly(action);
  };

  const pageSagasComing: PageSagasComing = async (sagas) => {
    if (startPage) startPage(await sagas);
    else coming.push(sagas);
  };

  return { middleware, arrive, pageSagasComing };
}
