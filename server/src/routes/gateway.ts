// The sandbox of the online payment provider. The checkout answers a redirectUrl to GET /gateway/pay/:invoiceId;
// the shopper picks card, mobile banking or internet banking and presses Pay, Fail or Cancel. Plain HTML forms,
// no script (the page's CSP forbids it); the form POSTs back here and the answer is a 303 to the shop.
// The page speaks the language of the shop the order returns to: an order placed on the Bengali shop (/bn/…) pays in
// Bengali and comes back to the Bengali result pages.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathLanguage } from '@domain/language';
import type { Texts } from '../../../src/i18n/texts';
import { perMinuteGuard } from '../clients';
import type { OrderView, ShopStore } from '../db';
import { isOverdue, paymentDeadline } from '../db/payments';
import { escapeXml as escapeHtml } from '../images/svg';
import { chosenLanguage } from '../language';
import { localRedirect } from '../safeRedirect';
import { sameSecret } from '../secrets';
import { textsIn } from '../texts';

/** The ways to pay, each with the brands it stands for (names, in any language). */
const METHODS = {
  card: 'Visa, Mastercard, American Express',
  mobile: 'bKash, Nagad, Rocket, Upay',
  internet: 'City Touch, DBBL Nexus, BRAC Astha',
} as const;
type Method = keyof typeof METHODS;

/**
 * The order's words: those of the shop its return address is on (`/bn/payments/…` is the Bengali shop's). Only a path
 * the shop reads as one of its languages can choose one, and that address was checked to be the shop's at checkout.
 */
function orderTexts(order: OrderView, siteOrigin: string): Texts {
  const back = order.successUrl ?? order.cancelUrl ?? order.failureUrl;
  return textsIn(back ? pathLanguage(new URL(back, siteOrigin).pathname).language : 'en');
}

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

function page(texts: Texts, title: string, body: string): string {
  return `<!doctype html><html lang="${texts.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const header = ({ t }: Texts, invoiceId: string) =>
  `<header><h1>${escapeHtml(t('checkout.gateway.brand'))} <span class="sandbox">${escapeHtml(t('checkout.gateway.sandbox'))}</span></h1><p>${escapeHtml(t('checkout.gateway.invoiceNote', { invoiceId }))}</p></header>`;

/** The address of an order's gateway session, which the checkout and Pay now answer as `redirectUrl`. */
export const gatewayAddress = (siteOrigin: string, invoiceId: string, token: string): string =>
  `${siteOrigin}/gateway/pay/${encodeURIComponent(invoiceId)}?token=${token}`;

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
  const stored = new URL(url, siteOrigin);
  // On the shop's origin the checkout allowed, a path by the one redirect rule (else that language's home page).
  const target = new URL(
    localRedirect(pathLanguage(stored.pathname).language, stored.pathname + stored.search + stored.hash),
    stored.origin,
  );
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

function sendPage(reply: FastifyReply, status: number, order: OrderView | null, texts: Texts, title: string, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', csp(order))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(texts, title, body));
}

function summary({ t, price }: Texts, order: OrderView): string {
  const lines = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.title)}${l.variant ? ` <span class="muted">(${escapeHtml(l.variant)})</span>` : ''} ${escapeHtml(t('checkout.summary.quantity', { quantity: l.quantity }))}</td><td>${price(l.lineTotal)}</td></tr>`,
    )
    .join('');
  const vat = order.vat
    ? `<tr><td>${escapeHtml(t('checkout.gateway.vat', { percent: order.vatPercent }))}</td><td>${price(order.vat)}</td></tr>`
    : '';
  return `<table>${lines}<tr><td>${escapeHtml(t('checkout.gateway.delivery'))}</td><td>${price(order.deliveryCharge)}</td></tr>${vat}</table>`;
}

function statusPage(reply: FastifyReply, order: OrderView, status: number, message: string, siteOrigin: string) {
  const texts = orderTexts(order, siteOrigin);
  const { t, price } = texts;
  const back = returnAddressOf(order);
  const link = back
    ? `<p><a href="${escapeHtml(withPaymentReturn(back, order, siteOrigin))}">${escapeHtml(t('checkout.gateway.backToShop'))}</a></p>`
    : '';
  return sendPage(
    reply,
    status,
    order,
    texts,
    t('checkout.gateway.invoiceTitle', { invoiceId: order.invoiceId }),
    `${header(texts, order.invoiceId)}<section><div class="muted">${escapeHtml(t('checkout.gateway.amount'))}</div><div class="amount">${price(order.total)}</div><div class="status" role="status">${escapeHtml(message)}</div>${link}</section>`,
  );
}

/** What the gateway says of a payment that can no longer be made. */
const closedPaymentMessage = ({ t }: Texts, order: OrderView) =>
  order.paymentStatus === 'EXPIRED'
    ? t('checkout.gateway.expired')
    : t('checkout.gateway.closed', { status: t(`checkout.gateway.status.${order.paymentStatus}`) });

function notFoundPage(reply: FastifyReply, texts: Texts, invoiceId: string) {
  const { t } = texts;
  return sendPage(
    reply,
    404,
    null,
    texts,
    t('checkout.gateway.notFoundTitle'),
    `${header(texts, invoiceId)}<section><div class="status" role="alert">${escapeHtml(t('checkout.gateway.notFound', { invoiceId }))}</div></section>`,
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
    // No order to say which shop it came from: the language the shopper last chose, if any.
    const unknownInvoice = (reply: FastifyReply, cookies: string | undefined, invoiceId: string) =>
      notFoundPage(reply, textsIn(chosenLanguage(cookies) ?? 'en'), invoiceId);

    gateway.get('/gateway/pay/:invoiceId', { schema: { params, querystring } }, async (request, reply) => {
      const { invoiceId } = request.params;
      let order = await orderWithToken(store, invoiceId, request.query.token);
      if (!order) return unknownInvoice(reply, request.headers.cookie, invoiceId);
      const at = now();
      if (isOverdue(order, at, paymentWindowMs)) {
        const expired = await store.movePayment(invoiceId, { kind: 'expire' }, at);
        if (expired.kind !== 'notFound') order = expired.order;
      }
      const texts = orderTexts(order, siteOrigin);
      if (order.paymentStatus !== 'PENDING') return statusPage(reply, order, 200, closedPaymentMessage(texts, order), siteOrigin);
      const { t, price } = texts;
      const minutesLeft = Math.max(1, Math.ceil((paymentDeadline(order, paymentWindowMs) - at) / 60_000));
      const methods = (Object.keys(METHODS) as Method[])
        .map(
          (key, n) =>
            `<label class="method"><input type="radio" name="method" value="${key}"${n === 0 ? ' checked' : ''}><div><strong>${escapeHtml(t(`checkout.gateway.method.${key}`))}</strong><span>${METHODS[key]}</span></div></label>`,
        )
        .join('');
      const total = price(order.total);
      const button = (action: 'fail' | 'cancel') =>
        `<button class="${action}" type="submit" name="action" value="${action}">${escapeHtml(t(`checkout.gateway.${action}`))}</button>`;
      const form = `<form method="post" action="/gateway/pay/${encodeURIComponent(invoiceId)}?token=${encodeURIComponent(order.gatewayToken!)}"><fieldset><legend>${escapeHtml(t('checkout.gateway.payWith'))}</legend>${methods}</fieldset>
        <div class="buttons"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(t('checkout.gateway.pay', { amount: total }))}</button></div>
        <div class="buttons">${button('fail')}${button('cancel')}</div></form>`;
      return sendPage(
        reply,
        200,
        order,
        texts,
        t('checkout.gateway.payTitle', { amount: total, invoiceId }),
        `${header(texts, invoiceId)}<section><div class="muted">${escapeHtml(t('checkout.gateway.amountToPay'))}</div><div class="amount">${total}</div><div class="muted">${escapeHtml(order.customer.fullName)} · ${escapeHtml(order.customer.mobile)}</div>${summary(texts, order)}<p class="muted" role="note">${escapeHtml(t('checkout.gateway.timeLeft', { minutes: minutesLeft }))}</p>${form}</section>`,
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
        if (!(await orderWithToken(store, invoiceId, request.query.token))) return unknownInvoice(reply, request.headers.cookie, invoiceId);
        const step =
          action === 'pay'
            ? { kind: 'pay' as const, method: method ?? 'card' }
            : { kind: 'abandon' as const, status: action === 'fail' ? ('FAILED' as const) : ('CANCELLED' as const) };
        const result = await store.movePayment(invoiceId, step, now());
        if (result.kind === 'notFound') return unknownInvoice(reply, request.headers.cookie, invoiceId);
        if (result.kind === 'conflict') {
          const order = result.order;
          const texts = orderTexts(order, siteOrigin);
          const message =
            order.paymentStatus === 'EXPIRED'
              ? closedPaymentMessage(texts, order)
              : texts.t(`checkout.gateway.refused.${action}`, { status: texts.t(`checkout.gateway.status.${order.paymentStatus}`) });
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
