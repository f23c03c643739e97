/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { MESSAGE_AREAS, messageArea, readPageAreas, SERVER_ONLY_AREAS, writePageAreas, type MessageArea } from './messageAreas';

const SRC = path.resolve(__dirname, '..');

/** A module's own file for an import of it from `from`, if it is one of the shop's. */
function moduleFile(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every module `file` brings with it, itself included: its imports and dynamic imports, not those of types only. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, specifier] of source.matchAll(/(?:^import(?! type)[^'";]*?from|\bimport\()\s*'([^']+)'/gm)) {
    const imported = moduleFile(file, specifier);
    if (imported) reachable(imported, seen);
  }
  return seen;
}

/** The areas whose keys a module writes (`'orders.tracked.items'`, `` `checkout.problem.${code}` ``). */
const areasWritten = (file: string): MessageArea[] =>
  MESSAGE_AREAS.filter((area) => new RegExp(`['\`]${area}\\.[A-Za-z$]`).test(readFileSync(file, 'utf8')));

const areasOf = (files: Set<string>) => new Set([...files].flatMap(areasWritten));

const routeFiles = (readdirSync(path.join(SRC, 'pages'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.route.ts'))
  .map((file) => path.join(SRC, 'pages', file));

describe('message areas', () => {
  test('a key is in the area its prefix names, or in the core', () => {
    expect(messageArea('checkout.problem.nameMissing')).toBe('checkout');
    expect(messageArea('orders.tracked.items')).toBe('orders');
    expect(messageArea('shell.accountLink')).toBeUndefined();
    expect(messageArea('checkoutish.x')).toBeUndefined();
    expect(messageArea('info')).toBeUndefined();
  });

  test('the areas a page names read back as they were written, whatever else the attribute holds', () => {
    fc.assert(
      fc.property(fc.subarray([...MESSAGE_AREAS]), fc.array(fc.string()), (areas, junk) => {
        expect(readPageAreas(writePageAreas(areas)).sort()).toEqual([...areas].sort());
        expect(readPageAreas(junk.join(' ')).every((area) => MESSAGE_AREAS.includes(area))).toBe(true);
      }),
    );
    expect(readPageAreas(null)).toEqual([]);
  });

  test('every file of messages is in the core, an area, or the server’s own', () => {
    const core = readFileSync(path.join(__dirname, 'catalogues', 'enCore.ts'), 'utf8');
    const inCore = [...core.matchAll(/^import \w+ from '\.\.\/messages\/en\/(\w+)\.json';$/gm)].map(([, area]) => area);
    const files = readdirSync(path.join(__dirname, 'messages', 'en')).map((file) => file.replace(/\.json$/, ''));
    expect([...inCore, ...MESSAGE_AREAS, ...SERVER_ONLY_AREAS].sort()).toEqual(files.sort());
  });

  test.each(routeFiles.map((file) => [path.relative(SRC, file), file]))(
    '%s names every area its page, its sagas and what they open write',
    async (_name, file) => {
      const route = (await import(file)).default as { messages?: MessageArea[]; laterMessages?: MessageArea[] };
      const named = [...(route.messages ?? []), ...(route.laterMessages ?? [])];
      const written = [...areasOf(reachable(file))];
      expect(written.filter((area) => !named.includes(area))).toEqual([]);
    },
  );

  test('the shell, which every page shows, and the sagas every page runs write no area’s key', () => {
    for (const shell of ['layout/AppLayout.tsx', 'root/rootSaga.ts'])
      expect({ shell, areas: [...areasOf(reachable(path.join(SRC, shell)))] }).toEqual({ shell, areas: [] });
  });
});
