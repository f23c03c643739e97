// Which keys of the design token antd's component code reads in the browser. Its style functions read most of the
// 540, but the build runs those ahead (zero-runtime); the code itself reads a few (z-indexes, breakpoints, popup
// arrows), so the baked token (scripts/writeAntdToken.ts) keeps only those and every antd page downloads 4 KB less.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOT_READ = /\btoken\??\.([A-Za-z_$][\w$]*)/g;
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*token\b/g;
/** responsiveObserver checks the breakpoints by names it builds (`screen${size}Min`): every one is kept. */
const READ_BY_BUILT_NAME = /^screen/;

/** The keys a module's source reads from a variable named `token`, by dot or by destructuring. */
export function tokenReads(source: string): string[] {
  const keys = [...source.matchAll(DOT_READ)].map((match) => match[1]);
  for (const [, names] of source.matchAll(DESTRUCTURED)) {
    for (const entry of names.split(',')) {
      const key = entry.split(/[:=]/)[0].trim();
      if (/^[A-Za-z_$][\w$]*$/.test(key)) keys.push(key);
    }
  }
  return [...new Set(keys)];
}

/** antd's ES modules that run in the browser: everything but its theme and style functions. */
function componentCode(esDir: string): string[] {
  return readdirSync(esDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => !/(^|[\\/])(style|theme)([\\/]|\.js$)/.test(file))
    .map((file) => path.join(esDir, file));
}

/** The design token with only the keys antd's component code reads. */
export function tokenForComponentCode<T extends object>(token: T, esDir: string): Partial<T> {
  const read = new Set(componentCode(esDir).flatMap((file) => tokenReads(readFileSync(file, 'utf8'))));
  return Object.fromEntries(Object.entries(token).filter(([key]) => read.has(key) || READ_BY_BUILT_NAME.test(key))) as Partial<T>;
}
