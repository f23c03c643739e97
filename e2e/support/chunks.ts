import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files that only the lazy chunk named `chunk` (its webpackChunkName) needs, e.g. `/assets/765.441a71f7.js`: the
 * build names chunk files by number, and dist/chunks.json (of the build the browser tests are served) says which are
 * whose. A file another chunk shares (the menu's, say) is left out.
 */
export function ownFiles(chunk: string): string[] {
  const chunks = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'dist', 'chunks.json'), 'utf8')) as Record<string, string[]>;
  const shared = new Set(Object.entries(chunks).flatMap(([name, files]) => (name === chunk ? [] : files)));
  const own = (chunks[chunk] ?? []).filter((file) => !shared.has(file));
  if (own.length === 0) throw new Error(`The build has no file of its own for a chunk named ${chunk}`);
  return own;
}

/**
 * The script of the chunk named `chunk` itself. chunks.json lists a chunk's files as webpack's chunk group holds them:
 * the chunks split off it (a library only it uses: the map's Leaflet) before the chunk itself.
 */
export function ownScript(chunk: string): string {
  const script = ownFiles(chunk)
    .filter((file) => file.endsWith('.js'))
    .at(-1);
  if (!script) throw new Error(`The chunk named ${chunk} has no script of its own`);
  return script;
}

/** Whether an address is one of the files only the chunk named `chunk` needs. */
export function isChunkFile(chunk: string): (url: URL) => boolean {
  const own = ownFiles(chunk);
  return (url) => own.includes(url.pathname);
}
