import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether an address is a file that only the lazy chunk named `chunk` (its webpackChunkName) needs: the build names
 * chunk files by number, and dist/chunks.json (of the build the browser tests are served) says which are whose. A
 * file another chunk shares (the menu's, say) is left alone.
 */
export function isChunkFile(chunk: string): (url: URL) => boolean {
  const chunks = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'dist', 'chunks.json'), 'utf8')) as Record<string, string[]>;
  const shared = new Set(Object.entries(chunks).flatMap(([name, files]) => (name === chunk ? [] : files)));
  const own = (chunks[chunk] ?? []).filter((file) => !shared.has(file));
  if (own.length === 0) throw new Error(`The build has no file of its own for a chunk named ${chunk}`);
  return (url) => own.includes(url.pathname);
}
