// The local server in its own process on a free loopback port, for the benches that measure it over HTTP; and the
// throwaway PostgreSQL cluster a bench can run it on.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface LocalServer {
  url: string;
  /** Asks the server to stop; resolves once its process has exited. */
  stop: () => Promise<void>;
  /** From spawn to listening: seeding, indexes and start. */
  startedMs: number;
  /** What the server printed until it listened. */
  startupLog: string;
  /** The server's process id (its memory can be read from /proc). */
  pid: number;
}

/** Registers a clean-up with the bench's run (runBench); clean-ups are synchronous so an exiting process runs them too. */
export type Defer = (cleanup: () => void) => void;

const root = path.resolve(__dirname, '..');
const STOP_GRACE_MS = 10_000;

/** Starts server/src/main.ts of the checkout at `from` (this one by default) with these environment variables on top of this process's own. */
export function startLocalServer(env: Record<string, string>, from = root): Promise<LocalServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(from, 'server', 'src', 'main.ts')], {
    cwd: from,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalStop = () => {
    if (running()) {
      child.kill('SIGTERM');
      // A server that does not close in time is killed.
      const kill = setTimeout(() => running() && child.kill('SIGKILL'), STOP_GRACE_MS);
      void exited.then(() => clearTimeout(kill));
    }
  };
  const stop = () => {
    signalStop();
    return exited;
  };
  // Nothing can wait at exit: the signal alone.
  process.once('exit', signalStop);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start in 120 s:\n${output}`));
    }, 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop, startedMs: performance.now() - started, startupLog: output, pid: child.pid! });
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
 * A bench's whole life: `work`, then every clean-up it registered, newest first, whatever happened (also on Ctrl-C or
 * SIGTERM). A failure exits 1.
 */
export function runBench(work: (defer: Defer) => Promise<void>): void {
  const cleanups: (() => void)[] = [];
  const cleanUp = () => {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
      try {
        cleanup();
      } catch (error) {
        console.error(`clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  // Exiting runs the clean-ups; a signal exits. Ctrl-C reaches this process twice (from the terminal and from tsx),
  // so the listeners stay on: a second signal must not end the process, by default, in the middle of its clean-ups.
  const interrupted = () => process.exit(130);
  process.once('exit', cleanUp);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  work((cleanup) => cleanups.push(cleanup))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => {
      cleanUp();
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
    });
}

/** A new temporary folder, removed at clean-up. */
export function temporaryDir(defer: Defer, prefix = 'metal-merch-bench-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A server started with `env`, stopped at clean-up. */
export async function startServer(defer: Defer, env: Record<string, string>, from?: string): Promise<LocalServer> {
  const server = await startLocalServer(env, from);
  defer(() => void server.stop());
  return server;
}

/** A server that seeds `items` into a new SQLite file in a temporary folder; `env` gives its other variables for that folder. */
export async function startSqliteServer(
  defer: Defer,
  items: number,
  env: (dir: string) => Record<string, string>,
  from?: string,
): Promise<LocalServer> {
  const dir = temporaryDir(defer);
  console.log(`Seeding ${items.toLocaleString('en-US')} items into ${dir} and starting the server${from ? ` of ${from}` : ''}…`);
  const server = await startServer(defer, { DB_FILE: path.join(dir, 'bench.db'), SEED_ITEMS: String(items), ...env(dir) }, from);
  console.log(`Server ready on ${server.url} after ${(server.startedMs / 1000).toFixed(1)} s (seed, indexes and start).`);
  return server;
}

/**
 * A bench's whole life on SQLite: a temporary folder for its database, the server seeded with `items` and the variables
 * `env` gives for that folder, the measurement, then the server stopped and the folder removed, whatever happened.
 * A failure exits 1.
 */
export function benchWithLocalServer(
  items: number,
  env: (dir: string) => Record<string, string>,
  measure: (server: LocalServer) => Promise<void>,
): void {
  runBench(async (defer) => measure(await startSqliteServer(defer, items, env)));
}

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** scripts/pg-cluster.sh start: the cluster's URL, or an error with PostgreSQL's log (its folder goes at clean-up). */
function startCluster(script: string, dir: string, port: string): string {
  try {
    return execFileSync(script, ['start', dir, port], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const log = (() => {
      try {
        return readFileSync(path.join(dir, 'server.log'), 'utf8');
      } catch {
        return '(no server.log)';
      }
    })();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nPostgreSQL's log:\n${log}`, { cause: error });
  }
}

/**
 * A new database `name` on a throwaway PostgreSQL cluster (scripts/pg-cluster.sh), stopped and removed at clean-up;
 * resolves to the database's URL. The cluster takes a free loopback port and a new temporary folder, or
 * BENCH_PG_PORT and BENCH_PG_DIR when set.
 */
export async function startPostgresDatabase(defer: Defer, name: string): Promise<string> {
  const script = path.join(root, 'scripts', 'pg-cluster.sh');
  const port = process.env.BENCH_PG_PORT || String(await freePort());
  // The cluster's owner (postgres, when run as root) must reach the folder: not inside another private one.
  const dir = process.env.BENCH_PG_DIR || mkdtempSync(path.join(tmpdir(), 'metal-merch-bench-pg-'));
  // The script says nothing useful when there is no cluster left to stop.
  defer(() => execFileSync(script, ['stop', dir], { stdio: 'ignore' }));
  console.log(`Starting a PostgreSQL cluster in ${dir} on port ${port}…`);
  const clusterUrl = startCluster(script, dir, port);
  const client = new Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}
