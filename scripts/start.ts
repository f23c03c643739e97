// `npm start`: build the SPA and its server renderer when they are older than their sources, then serve the shop and its API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const sources = ['src', 'public', 'webpack.config.ts', 'tsconfig.base.json', 'tsconfig.web.json', 'tsconfig.render.json', 'package.json'];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** The browser's build and the server renderer are built together; either one missing or older than a source is stale. */
export function spaIsStale(): boolean {
  const built = [path.join(root, 'dist', 'index.html'), path.join(root, 'dist-server', 'render.js')];
  if (!built.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > builtAt);
}

if (require.main === module) {
  if (spaIsStale()) {
    console.log('Building the storefront (dist/ is missing or older than its sources)…');
    const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // Loaded only now, once the build it serves is there.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../server/src/main');
}
