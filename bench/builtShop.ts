// The production build served by `npm start` on a temporary database, and the pages the page-speed benches load.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const API_KEY = process.env.API_KEY ?? 'metal-merch-local-key';

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function firstId(base: string, endpoint: string, body: object): Promise<string> {
  const response = await fetch(`${base}${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY },
    body: JSON.stringify(body),
  });
  return (await response.json()).list[0].id;
}

/**
 * Starts the shop as `npm start` does (building it first when it is stale), hands `measure` its address and the
 * benched pages: /, /shop, the most popular product and the newest article; stops it afterwards, whatever happened.
 */
export async function withBuiltShop(port: number, measure: (base: string, pages: string[]) => Promise<void>): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: String(port), DB_FILE: path.join(os.tmpdir(), `metal-merch-bench-${Date.now()}.db`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/config.js`, 240_000);
    const product = await firstId(base, '/api/search/indices/outlet-stock/search', {
      page: 1,
      size: 1,
      status: 'ACTIVE',
      sortField: 'totalPopularity',
      sortType: 'DESCENDING',
    });
    const article = await firstId(base, '/api/news/search', { page: 1, size: 1 });
    await measure(base, ['/', '/shop', `/details?id=${product}`, `/news/details?id=${encodeURIComponent(article)}`]);
  } finally {
    server.kill();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
