// The local server in its own process on a free loopback port, for the benches that measure it over HTTP.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LocalServer {
  url: string;
  stop: () => void;
  /** From spawn to listening: seeding, indexes and start. */
  startedMs: number;
}

const root = path.resolve(__dirname, '..');

/** Starts server/src/main.ts with these environment variables on top of this process's own. */
export function startLocalServer(env: Record<string, string>): Promise<LocalServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start in 120 s:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop, startedMs: performance.now() - started });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * A bench's whole life: a temporary folder for its database, the server seeded with `items` and the variables `env`
 * gives for that folder,
 * the measurement, then the server stopped and the folder removed, whatever happened. A failure exits 1.
 */
export function benchWithLocalServer(items: number, env: (dir: string) => Record<string, string>, measure: (server: LocalServer) => Promise<void>): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-bench-'));
  const run = async () => {
    console.log(`Seeding ${items.toLocaleString('en-US')} items into ${dir} and starting the server…`);
    const server = await startLocalServer({ DB_FILE: path.join(dir, 'bench.db'), SEED_ITEMS: String(items), ...env(dir) });
    try {
      console.log(`Server ready on ${server.url} after ${(server.startedMs / 1000).toFixed(1)} s (seed, indexes and start).`);
      await measure(server);
    } finally {
      server.stop();
    }
  };
  run()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => rmSync(dir, { recursive: true, force: true }));
}
