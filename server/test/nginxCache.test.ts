// The shop behind the repo's nginx recipe (deploy/nginx/metal-merch.conf, run as it is with this test's ports and
// folder): what one client makes nginx keep never reaches another client in a coding it did not ask for, nor in a
// language it did not choose. Needs Debian's nginx (apt-get install nginx-light; .ci/run installs it); without it the
// suite is skipped on a developer's machine and fails in CI.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { namedCodings } from '../src/contentCoding';
import { HASHED_ASSET, listeningPort, startShopWithPages, type TestServer } from './helpers';
import { NGINX, nginxConfig } from './nginxRecipe';
import { ACCEPT_ENCODING_SPELLINGS } from './shopPages';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, before any decoding. */
  raw: Buffer;
}

function get(port: number, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The body as a client that named `accepted` reads it; null when it is in a coding that client never named. */
function decoded(answer: Answer, accepted: string | undefined): string | null {
  const coding = answer.headers['content-encoding'];
  if (coding === undefined) return answer.raw.toString();
  if (!namedCodings(accepted).includes(coding as 'br' | 'gzip')) return null;
  return (coding === 'br' ? brotliDecompressSync(answer.raw) : gunzipSync(answer.raw)).toString();
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const withNginx = existsSync(NGINX) || process.env.CI ? describe : describe.skip;

withNginx('the shop behind the nginx recipe', () => {
  let dir: string;
  let shop: TestServer;
  let nginx: ChildProcess;
  let port: number;
  let shopPort: number;
  let fresh = 0;
  /** A new address of each kind nginx may keep: a page, a hashed file, the sitemap. */
  const addresses = () => {
    fresh += 1;
    return [`/shop?probe=${fresh}`, `/assets/${HASHED_ASSET.name}?probe=${fresh}`, `/sitemap.xml?probe=${fresh}`];
  };
  const viaNginx = (url: string, headers: Record<string, string> = {}) => get(port, url, headers);
  const direct = (url: string) => get(shopPort, url, {});

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-nginx-'));
    // nginx's workers (nobody, when it starts as root) make their cache and temporary files in it.
    chmodSync(dir, 0o755);
    shop = await startShopWithPages(dir);
    shopPort = await listeningPort(shop.app);
    port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, [shopPort, shopPort]));
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let tries = 0; ; tries += 1) {
      try {
        await viaNginx('/config.js');
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await shop?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('a plain `gzip, deflate` client after a `gzip, *` client gets a gzip body it decodes, from the cache', async () => {
    for (const url of addresses()) {
      const plain = (await direct(url)).raw.toString();
      await viaNginx(url, { 'accept-encoding': 'gzip, *' });
      const after = await viaNginx(url, { 'accept-encoding': 'gzip, deflate' });
      expect([url, after.status, after.headers['x-cache'], after.headers['content-encoding']]).toEqual([url, 200, 'HIT', 'gzip']);
      expect([url, decoded(after, 'gzip, deflate')]).toEqual([url, plain]);
    }
  });

  test('a client with no Accept-Encoding after a `*` client gets the body as it is, from the cache', async () => {
    for (const url of addresses()) {
      const plain = (await direct(url)).raw.toString();
      await viaNginx(url, { 'accept-encoding': '*' });
      const after = await viaNginx(url);
      expect([url, after.status, after.headers['x-cache'], after.headers['content-encoding']]).toEqual([url, 200, 'HIT', undefined]);
      expect([url, after.raw.toString()]).toEqual([url, plain]);
    }
  });

  test('whatever the first client sends, each later client gets a body it can decode', async () => {
    const clients = ['br', 'gzip, deflate', 'br;q=0, gzip', undefined];
    for (const spelling of ACCEPT_ENCODING_SPELLINGS) {
      for (const url of addresses()) {
        const plain = (await direct(url)).raw.toString();
        const first = await viaNginx(url, spelling === undefined ? {} : { 'accept-encoding': spelling });
        expect([spelling, url, decoded(first, spelling)]).toEqual([spelling, url, plain]);
        for (const client of clients) {
          const later = await viaNginx(url, client === undefined ? {} : { 'accept-encoding': client });
          expect([spelling, url, client, decoded(later, client)]).toEqual([spelling, url, client, plain]);
        }
      }
    }
  });

  test('a cookie the shop does not read as the language choice (LANG=bn, lang = bn) keeps no page under that language', async () => {
    for (const cookie of ['LANG=bn', 'lang = bn', 'Lang=bn', 'lang=bn=x']) {
      const [url] = addresses();
      const english = await viaNginx(url, { cookie });
      expect([cookie, english.status]).toEqual([cookie, 200]);
      const bengali = await viaNginx(url, { cookie: 'lang=bn' });
      expect([cookie, bengali.status, bengali.headers.location]).toEqual([cookie, 302, `/bn${url}`]);
    }
  });
});
