import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unnamed } = require('./reactRouterUnnamed.cjs') as { unnamed: (source: string) => string };

const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const chunks = readdirSync(production).filter((file) => /^chunk-.+\.mjs$/.test(file));
const source = chunks.map((file) => readFileSync(path.join(production, file), 'utf8')).join('\n');

test("react-router's production build still names its parts at the top level, as the loader expects", () => {
  expect(source).toMatch(/^Form\.displayName = "Form";$/m);
  expect(source).toMatch(/^var Link = React\d*\.forwardRef\($/m);
});

test('no top-level name is left to keep a part alive, and every component factory is marked pure', () => {
  const trimmed = unnamed(source);
  expect(trimmed).not.toMatch(/^[\w$]+\.displayName = /m);
  expect(trimmed).not.toMatch(/^var [\w$]+ = React\d*\.(forwardRef|memo|createContext)\(/m);
  for (const name of ['Link', 'NavLink', 'Form'])
    expect(trimmed).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
});

test('only those statements change', () => {
  const removed = source.split('\n').filter((line) => /^[\w$]+\.displayName = "[^"]*";$/.test(line)).length;
  expect(unnamed(source).split('\n')).toHaveLength(source.split('\n').length - removed);
});
