// The sandbox of the online payment provider. The checkout answers a redirectUrl to GET /gateway/pay/:invoiceId;
// the shopper picks card, mobile banking or internet banking and presses Pay, Fail or Cancel. Plain HTML forms,
// no script (the page's CSP forbids it); the form POSTs back here and the answer is a 303 to the shop.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { perMinuteGuard } from '../clients';
import type { OrderView, ShopStore } from '../db';
import { isOverdue, paymentDeadline } from '../db/payments';
import { escapeXml as escapeHtml } from '../images/svg';
import { sameSecret } from '../secrets';

const METHODS = {
  card: { label: 'Card', detail: 'Visa, Mastercard, American Express' },
  mobile: { label: 'Mobile banking', detail: 'bKash, Nagad, Rocket, Upay' },
  internet: { label: 'Internet banking', detail: 'City Touch, DBBL Nexus, BRAC Astha' },
} as const;
type Method = keyof typeof METHODS;

const taka = (amount: number) => `Tk ${amount.toLocaleString('en-US')}`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#141416;color:#eee;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;color:#1d1d1f;border-radius:14px;max-width:460px;width:100%;box-shadow:0 20px 60px rgba(0,0,0,.45);overflow:hidden}
header{background:linear-gradient(135deg,#0b5d3b,#12805a);color:#fff;padding:20px 24px}header p{margin:4px 0 0;opacity:.85;font-size:14px}
h1{margin:0;font-size:20px;letter-spacing:.3px}.sandbox{display:inline-block;background:#ffd54f;color:#3a2c00;font-size:11px;font-weight:700;padding:2px 8px;border-radius:99px;margin-left:8px;vertical-align:middle}
section{padding:20px 24px}.amount{font-size:34px;font-weight:800;margin:4px 0 2px}.muted{color:#666;font-size:13px}
table{width:100%;border-collapse:collapse;font-size:13px;margin:12px 0}td{padding:4px 0;border-bottom:1px solid #eee}td:last-child{text-align:right;white-space:nowrap}
fieldset{border:0;margin:0;padding:0}legend{font-weight:700;margin-bottom:8px}
label.method{display:flex;gap:12px;align-items:flex-start;border:2px solid #ddd;border-radius:10px;padding:12px;margin-bottom:10px;cursor:pointer}
label.method:hover{border-color:#12805a}label.method input{margin-top:3px;accent-color:#12805a}label.method span{display:block;font-size:12px;color:#666}
.buttons{display:flex;gap:10px;margin-top:16px}button{flex:1;border:0;border-radius:10px;padding:13px 10px;font-size:15px;font-weight:700;cursor:pointer}
button.pay{background:#12805a;color:#fff;flex:2}button.fail{background:#fbe9e7;color:#b3261e}button.cancel{background:#eee;color:#333}
button:focus-visible,a:focus-visible{outline:3px solid #ffb300;outline-offset:2px}a{color:#0b5d3b;font-weight:600}
.status{padding:14px;border-radius:10px;background:#f4f4f4;margin-top:8px}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const header = (invoiceId: string) =>
  `<header><h1>Metal Merch Pay <span class="sandbox">SANDBOX</span></h1><p>Invoice ${escapeHtml(invoiceId)} · no real money moves</p></header>`;

/** The order, if the token from its gateway address matches (a wrong token looks like an unknown invoice). */
export async function orderWithToken(store: ShopStore, invoiceId: string, token: string | undefined): Promise<OrderView | null> {
  const order = await store.findOrder(invoiceId);
  return order?.gatewayToken && sameSecret(token, order.gatewayToken) ? order : null;
}

/** Where the shopper goes back to for the payment's state: success, failure or cancel address (null when none is stored). */
const returnAddressOf = (order: OrderView) =>
  order.paymentStatus === 'PAID' ? order.successUrl : order.paymentStatus === 'FAILED' ? order.failureUrl : order.cancelUrl;

/** The shop's return address with the invoice id and the payment's token, which the shop needs to report the outcome. */
export function withPaymentReturn(url: string, order: Pick<OrderView, 'invoiceId' | 'gatewayToken'>, siteOrigin: string): string {
  // Orders stored before return URLs were made absolute hold a path on this site.
  const target = new URL(url, siteOrigin);
  target.searchParams.set('invoiceId', order.invoiceId);
  target.searchParams.set('token', order.gatewayToken ?? '');
  return target.href;
}

/** form-action must allow the redirect after the form posts (Chrome applies it to redirects). */
function csp(order: OrderView | null): string {
  const origins = new Set<string>();
  for (const url of [order?.successUrl, order?.failureUrl, order?.cancelUrl]) {
    if (!url || url.startsWith('/')) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // stored URLs were checked at checkout
    }
  }
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${[...origins].map((o) => ` ${o}`).join('')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, order: OrderView | null, title: string, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', csp(order))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

function summary(order: OrderView): string {
  const lines = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.title)}${l.variant ? ` <span class="muted">(${escapeHtml(l.variant)})</span>` : ''} × ${l.quantity}</td><td>${taka(l.lineTotal)}</td></tr>`,
    )
    .join('');
  return `<table>${lines}<tr><td>Delivery</td><td>${taka(order.deliveryCharge)}</td></tr>${order.vat ? `<tr><td>VAT ${order.vatPercent}%</td><td>${taka(order.vat)}</td></tr>` : ''}</table>`;
}

function statusPage(reply: FastifyReply, order: OrderView, status: number, message: string, siteOrigin: string) {
  const back = returnAddressOf(order);
  const link = back ? `<p><a href="${escapeHtml(withPaymentReturn(back, order, siteOrigin))}">Back to the shop</a></p>` : '';
  return sendPage(
    reply,
    status,
    order,
    `Invoice ${order.invoiceId}`,
    `${header(order.invoiceId)}<section><div class="muted">Amount</div><div class="amount">${taka(order.total)}</div><div class="status" role="status">${escapeHtml(message)}</div>${link}</section>`,
  );
}

/** What the gateway says of a payment that can no longer be made. */
const closedPaymentMessage = (order: OrderView) =>
  order.paymentStatus === 'EXPIRED'
    ? 'The time to pay for this order is over. Nothing was charged, and its items are back on sale: go back to the shop to order again.'
    : `This payment is already ${order.paymentStatus.toLowerCase()}.`;

function notFoundPage(reply: FastifyReply, invoiceId: string) {
  return sendPage(
    reply,
    404,
    null,
    'Invoice not found',
    `${header(invoiceId)}<section><div class="status" role="alert">There is no order with invoice ${escapeHtml(invoiceId)}. Go back to the shop and place the order again.</div></section>`,
  );
}

export interface GatewayOptions {
  now: () => number;
  siteOrigin: string;
  paymentWindowMs: number;
  /** Form posts (Pay, Fail, Cancel) per client address and minute. */
  formsPerMinute: number | false;
}

export function gatewayRoutes(
  app: FastifyInstance,
  store: ShopStore,
  { now, siteOrigin, paymentWindowMs, formsPerMinute }: GatewayOptions,
): void {
  // Forms post application/x-www-form-urlencoded; Fastify parses only JSON, so this context adds a small parser.
  app.register(async (context) => {
    // register() types its instance with the default type provider: add ours again so the schemas type the handlers.
    const gateway = context.withTypeProvider<JsonSchemaToTsProvider>();
    gateway.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const params = {
      type: 'object',
      required: ['invoiceId'],
      properties: { invoiceId: { type: 'string', minLength: 1, maxLength: 40 } },
    } as const;
    const querystring = { type: 'object', properties: { token: { type: 'string', maxLength: 64 } } } as const;
    gateway.get('/gateway/pay/:invoiceId', { schema: { params, querystring } }, async (request, reply) => {
      const { invoiceId } = request.params;
      let order = await orderWithToken(store, invoiceId, request.query.token);
      if (!order) return notFoundPage(reply, invoiceId);
      const at = now();
      if (isOverdue(order, at, paymentWindowMs)) {
        const expired = await store.movePayment(invoiceId, { kind: 'expire' }, at);
        if (expired.kind !== 'notFound') order = expired.order;
      }
      if (order.paymentStatus !== 'PENDING') return statusPage(reply, order, 200, closedPaymentMessage(order), siteOrigin);
      const minutesLeft = Math.max(1, Math.ceil((paymentDeadline(order, paymentWindowMs) - at) / 60_000));
      const methods = (Object.keys(METHODS) as Method[])
        .map(
          (key, n) =>
            `<label class="method"><input type="radio" name="method" value="${key}"${n === 0 ? ' checked' : ''}><div><strong>${METHODS[key].label}</strong><span>${METHODS[key].detail}</span></div></label>`,
        )
        .join('');
      const form = `<form method="post" action="/gateway/pay/${encodeURIComponent(invoiceId)}?token=${encodeURIComponent(order.gatewayToken!)}"><fieldset><legend>Pay with</legend>${methods}</fieldset>
        <div class="buttons"><button class="pay" type="submit" name="action" value="pay">Pay ${taka(order.total)}</button></div>
        <div class="buttons"><button class="fail" type="submit" name="action" value="fail">Fail</button><button class="cancel" type="submit" name="action" value="cancel">Cancel</button></div></form>`;
      return sendPage(
        reply,
        200,
        order,
        `Pay ${taka(order.total)} · ${invoiceId}`,
        `${header(invoiceId)}<section><div class="muted">Amount to pay</div><div class="amount">${taka(order.total)}</div><div class="muted">${escapeHtml(order.customer.fullName)} · ${escapeHtml(order.customer.mobile)}</div>${summary(order)}<p class="muted" role="note">Time left to pay: ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}. After that the order is cancelled and nothing is charged.</p>${form}</section>`,
      );
    });

    const formBody = {
      type: 'object',
      required: ['action'],
      properties: { action: { type: 'string', enum: ['pay', 'fail', 'cancel'] }, method: { type: 'string', enum: Object.keys(METHODS) } },
    } as const;
    gateway.post(
      '/gateway/pay/:invoiceId',
      { schema: { params, querystring, body: formBody }, onRequest: perMinuteGuard(app, formsPerMinute) },
      async (request, reply) => {
        const { invoiceId } = request.params;
        const { action, method } = request.body;
        if (!(await orderWithToken(store, invoiceId, request.query.token))) return notFoundPage(reply, invoiceId);
        const step =
          action === 'pay'
            ? { kind: 'pay' as const, method: method ?? 'card' }
            : { kind: 'abandon' as const, status: action === 'fail' ? ('FAILED' as const) : ('CANCELLED' as const) };
        const result = await store.movePayment(invoiceId, step, now());
        if (result.kind === 'notFound') return notFoundPage(reply, invoiceId);
        if (result.kind === 'conflict') {
          const order = result.order;
          const message =
            order.paymentStatus === 'EXPIRED'
              ? closedPaymentMessage(order)
              : `This payment is already ${order.paymentStatus.toLowerCase()}; it cannot be ${action === 'pay' ? 'paid' : action === 'fail' ? 'failed' : 'cancelled'} now.`;
          return statusPage(reply, order, 409, message, siteOrigin);
        }
        const order = result.order;
        // An online order always has its return addresses (the checkout stores them), so there is always one here.
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(withPaymentReturn(returnAddressOf(order)!, order, siteOrigin), 303);
      },
    );
  });
}
