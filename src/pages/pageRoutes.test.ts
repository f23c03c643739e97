import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

// The server renderer sends a page's chunk with the page; a saga in a chunk of its own would be fetched only once
// the page starts to hydrate, a round trip later (half a second and more on a slow phone).
test.each(routeModules)('%s: the page and its sagas come in the page’s own chunk', (file) => {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  const route = PAGE_ROUTES.find(({ chunk }) => source.includes(`chunk: '${chunk}',`));
  expect(route).toBeDefined();
  const named = chunksNamed(source);
  expect(named.length).toBeGreaterThanOrEqual(route!.sagas ? 2 : 1);
  expect(new Set(named)).toEqual(new Set([route!.chunk]));
});
