// The SMS sandbox, served only when no SMS provider is configured and only to a client on this machine that connects
// directly (no proxy's forwarding headers, whatever TRUST_PROXY says): the last messages "sent",
// newest first, as a page for people and as JSON for tests (Accept: application/json). Like the payment sandbox, nothing
// leaves the machine.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeXml as escapeHtml } from '../images/svg';
import { notFound } from '../errors';
import type { SmsSandbox } from '../sms';

const isLoopback = (ip: string | undefined) => !!ip && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));

/** Headers by which a proxy speaks for a client: a request carrying any of them came through one. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'via',
];

/**
 * A client on this machine that connected directly: its socket is loopback and no proxy forwarded it. Not request.ip:
 * behind a proxy on this machine every shopper's socket is loopback, and what TRUST_PROXY lets the headers say
 * (or forgets to) must never open the sandbox.
 */
const isDirectLoopback = (request: FastifyRequest): boolean =>
  isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#141416;color:#eee;padding:16px}
main{max-width:720px;margin:0 auto}h1{font-size:20px}.sandbox{background:#ffd54f;color:#3a2c00;font-size:11px;font-weight:700;padding:2px 8px;border-radius:99px;margin-left:8px;vertical-align:middle}
table{width:100%;border-collapse:collapse;background:#fff;color:#1d1d1f;border-radius:10px;overflow:hidden}th,td{text-align:left;padding:10px;border-bottom:1px solid #eee;vertical-align:top}
td.text{overflow-wrap:anywhere}p{color:#bbb}
`;

export function smsSandboxRoutes(app: FastifyInstance, sandbox: SmsSandbox): void {
  app.get('/sandbox/sms', async (request, reply) => {
    // The codes it shows sign anyone in: only this machine may read them, never through a proxy.
    if (!isDirectLoopback(request)) throw notFound('Nothing at /sandbox/sms.');
    reply.header('cache-control', 'no-store').header('vary', 'Accept');
    const messages = sandbox.messages();
    if ((request.headers.accept ?? '').includes('application/json')) return { messages };
    const rows = messages.length
      ? messages
          .map(
            (m) =>
              `<tr><td>${new Date(m.at).toISOString().replace('T', ' ').slice(0, 19)} UTC</td><td>${escapeHtml(m.mobile)}</td><td class="text">${escapeHtml(m.text)}</td></tr>`,
          )
          .join('')
      : '<tr><td colspan="3">No messages yet.</td></tr>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>SMS sandbox</title><style>${STYLE}</style></head><body><main><h1>SMS sandbox <span class="sandbox">SANDBOX</span></h1><p>The last ${messages.length} messages this server would have sent; no SMS provider is configured, so none left the machine.</p><table><thead><tr><th scope="col">Time</th><th scope="col">Mobile</th><th scope="col">Message</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
      );
  });
}
