import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUYING_PATH_CHUNKS } from '../app/idlePrefetch';
import { PAGE_ROUTES } from './pageRoutes';

const routeModules = (readdirSync(__dirname, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
  file.endsWith('.route.ts'),
);

/** The chunks a route module's imports name, but its head's: that one is loaded by the server alone. */
const chunksNamed = (source: string) =>
  [...source.matchAll(/(head: \(\) => )?import\(\/\* webpackChunkName: "([^"]+)" \*\//g)]
    .filter(([, head]) => !head)
    .map(([, , name]) => name);

test('every route module is listed, once', () => {
  expect(routeModules.length).toBe(PAGE_ROUTES.length);
  expect(new Set(PAGE_ROUTES.map((route) => route.chunk)).size).toBe(PAGE_ROUTES.length);
});

// A server-rendered page hydrates with its own chunk; its sagas are a chunk of their own, fetched with the shop's
// sagas after the entry, so on a slow phone they do not share the link with what hydration waits for.
test.each(routeModules)('%s: the page comes in the page’s own chunk, its sagas in one beside it', (file) => {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  const route = PAGE_ROUTES.find(({ chunk }) => source.includes(`chunk: '${chunk}',`));
  expect(route).toBeDefined();
  const named = chunksNamed(source);
  expect(named.length).toBeGreaterThanOrEqual(route!.sagas ? 2 : 1);
  expect(source).toContain(`load: () => import(/* webpackChunkName: "${route!.chunk}" */`);
  expect(new Set(named)).toEqual(new Set(route!.sagas ? [route!.chunk, `${route!.chunk}-sagas`] : [route!.chunk]));
});

test('a page on the way to an order has its sagas fetched ahead with it, so it opens offline', () => {
  const onTheWay = PAGE_ROUTES.filter((route) => BUYING_PATH_CHUNKS.includes(route.chunk));
  expect(onTheWay.map((route) => route.chunk)).toEqual(expect.arrayContaining(['shop', 'details', 'cart', 'checkout']));
  for (const route of onTheWay.filter((each) => each.sagas)) expect(BUYING_PATH_CHUNKS).toContain(`${route.chunk}-sagas`);
});
