// `npm start`: build the SPA when dist/ is older than its sources, then serve the shop and its API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const sources = ['src', 'public', 'webpack.config.ts', 'tsconfig.json', 'package.json'];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function spaIsStale(): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > builtAt);
}

if (require.main === module) {
  if (spaIsStale()) {
    console.log('Building the storefront (dist/ is missing or older than its sources)…');
    const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  require('../server/src/main');
}
