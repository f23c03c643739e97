import type { FeatureSaga } from '../app/deps';
import { PAGE_ROUTES } from '../pages/pageRoutes';

/** Every page's own sagas, each once: the server renders any page, so its store runs them all from the start. */
export async function allPageSagas(): Promise<FeatureSaga[]> {
  const lists = await Promise.all(PAGE_ROUTES.map((route) => route.sagas?.() ?? []));
  return [...new Set(lists.flat())];
}
