// The shop's texts to a shopper's phone about their order (placed, confirmed, shipped, delivered), in the language of
// the page the order was placed from. The store queues each one with the order or the move it tells of (db/orderTexts);
// a sweep on every instance sends what is due through the one SMS sender, so no order waits on the provider.
import type { FastifyBaseLogger } from 'fastify';
import { localPath } from '@domain/language';
import { orderTrackPath } from '@domain/orderPath';
import { isQuiet, type QuietHours } from '@domain/quietHours';
import type { OrderStatus } from '@domain/orderStatus';
import type { OrderView, ShopStore } from './db';
import type { OrderTextKey, TextedStatus } from './db/types';
import type { SmsBudget, SmsSender } from './sms';
import { textsIn } from './texts';

export interface OrderTextOptions {
  /** ORDER_SMS_QUIET_HOURS: no text goes out in them; what falls due waits until they end. */
  quietHours: QuietHours | null;
  /** The texts' own share of the shop's SMS budget, with back-in-stock texts (see server/README.md): past it, texts wait, none is lost. */
  budget: SmsBudget;
  /** The public origin the tracking links point at. */
  siteOrigin: string;
  /** ORDER_SMS_SWEEP_MS: how often each instance looks for texts due. */
  sweepMs: number;
}

export const DEFAULT_ORDER_TEXT_SWEEP_MS = 15_000;
/** A text's tries before it is given up (a wrong number, a provider that keeps refusing), about 4 hours in all. */
export const ORDER_TEXT_TRIES = 8;
/** The wait after a failed try: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (tries: number): number => Math.min(60 * 60_000, 60_000 * 2 ** (tries - 1));
/** How long a claimed text is the claimer's: far longer than a send may take (the provider's timeout is 10 s). */
const CLAIM_MS = 2 * 60_000;
/** Texts one sweep sends at most; the next sweep takes the rest. */
const BATCH = 20;
const HOUR_MS = 60 * 60_000;

/** The order's tracking page on the public site, in the order's language, with its invoice filled in. */
export const trackingLink = (siteOrigin: string, order: OrderView): string =>
  `${siteOrigin.replace(/\/+$/, '')}${localPath(order.language, orderTrackPath(order.invoiceId))}`;

/** The text for `status`, short enough for one SMS in English (the tracking page says the rest). */
export function orderText(order: OrderView, status: TextedStatus, siteOrigin: string): string {
  const texts = textsIn(order.language);
  const values = { invoice: order.invoiceId, amount: texts.price(order.total), link: trackingLink(siteOrigin, order) };
  switch (status) {
    case 'PLACED':
      return texts.t(order.paymentStatus === 'PAID' ? 'orderTexts.placedPaid' : 'orderTexts.placedCash', values);
    case 'CONFIRMED':
      return texts.t('orderTexts.confirmed', values);
    case 'SHIPPED':
      return texts.t('orderTexts.shipped', {
        ...values,
        courier: order.shipment?.courier ?? '',
        trackingNumber: order.shipment?.trackingNumber ?? '',
      });
    case 'DELIVERED':
      return texts.t('orderTexts.delivered', values);
  }
}

/** Statuses that make a text stale: a cancelled order's, or news the next text (already queued) tells better. */
const OVERTAKEN_BY: Record<TextedStatus, readonly OrderStatus[]> = {
  PLACED: ['CANCELLED', 'RETURNED'],
  CONFIRMED: ['SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'],
  SHIPPED: ['DELIVERED', 'CANCELLED', 'RETURNED'],
  DELIVERED: ['RETURNED'],
};

export interface OrderTextDeps {
  store: ShopStore;
  sms: SmsSender;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One sweep: sends the texts due now, within the budget and outside the quiet hours; answers how many went out. */
export async function sendDueOrderTexts({ store, sms, now, log }: OrderTextDeps, options: OrderTextOptions): Promise<number> {
  const at = now();
  if (isQuiet(at, options.quietHours)) return 0;
  const texts = store.orderTexts;
  // Back-in-stock texts (./restockAlerts) share this budget: both count against it.
  const sentSince = async (since: number) => (await texts.sentSince(since)) + (await store.restock.sentSince(since));
  const [lastHour, lastDay] = await Promise.all([sentSince(at - HOUR_MS), sentSince(at - 24 * HOUR_MS)]);
  const room = Math.min(options.budget.perHour - lastHour, options.budget.perDay - lastDay, BATCH);
  if (room <= 0) return 0;
  let sent = 0;
  for (const text of await texts.due(at, room)) {
    const tries = await texts.claim(text, at, CLAIM_MS);
    if (tries === null) continue;
    if (await sendOne(text, tries, { store, sms, now, log }, options.siteOrigin)) sent++;
  }
  return sent;
}

async function sendOne(text: OrderTextKey, tries: number, { store, sms, now, log }: OrderTextDeps, siteOrigin: string): Promise<boolean> {
  const texts = store.orderTexts;
  const order = await store.findOrder(text.invoiceId);
  if (!order || OVERTAKEN_BY[text.status].includes(order.status)) {
    await texts.giveUp(text, now(), order ? `overtaken: the order is ${order.status}` : 'no such order');
    return false;
  }
  try {
    await sms.send(order.customer.mobile, orderText(order, text.status, siteOrigin));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (tries >= ORDER_TEXT_TRIES) {
      log.error(`The ${text.status} text of order ${text.invoiceId} was given up after ${tries} tries: ${reason}`);
      await texts.giveUp(text, now(), reason);
    } else {
      log.warn(`The ${text.status} text of order ${text.invoiceId} was not sent (${reason}); it is tried again later`);
      await texts.retryAt(text, now() + retryDelayMs(tries), reason);
    }
    return false;
  }
  await texts.sent(text, now());
  return true;
}

/**
 * Sweeps on a beat; a sweep still running when the next is due lets it pass. Errors are logged, the next sweep retries.
 * `stop` ends the beat and waits for a sweep under way, so the store is not closed under it.
 */
export function startOrderTextSweep(deps: OrderTextDeps, options: OrderTextOptions): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sendDueOrderTexts(deps, options)
      .then(
        () => undefined,
        (error: unknown) => deps.log.error({ err: error }, 'sending order texts failed; the next sweep tries again'),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, options.sweepMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
