// Back-in-stock texts: a restock (db/restock.ts) makes the oldest waiting alerts of a SKU due in the staff call's own
// transaction; this sender, on every instance, claims each due alert by one conditional update and sends it through
// the shop's one SMS sender, in the shopper's language, within the texts' share of the SMS budget. The staff call
// never waits on the provider: it only wakes the sender, and every instance also looks for due alerts on a beat.
import type { FastifyBaseLogger } from 'fastify';
import { localPath, type Language } from '@domain/language';
import { shortProductPath } from '@domain/productDisplay';
import { isQuiet, type QuietHours } from '@domain/quietHours';
import { sizeLabel } from '@domain/sizeLabels';
import type { ShopStore } from './db';
import type { RestockAlertToSend } from './db/types';
import { retryDelayMs } from './orderTexts';
import type { SmsBudget, SmsSender } from './sms';
import { textsIn } from './texts';

export interface RestockSenderOptions {
  quietHours: QuietHours | null;
  /** The shop's budget: alerts share the order texts' share of it (see textsRoom). */
  budget: SmsBudget;
  /** The public origin the product links point at. */
  siteOrigin: string;
}

/** Alerts one pass sends at most; the next pass takes the rest. */
export const RESTOCK_BATCH = 20;
/** A failed alert's tries before it is given up (a wrong number, a provider that keeps refusing). */
export const RESTOCK_TEXT_TRIES = 5;
/** How long a claimed alert is the claimer's: far longer than a send may take (the provider's timeout is 10 s). */
const CLAIM_MS = 2 * 60_000;
const HOUR_MS = 60 * 60_000;
/** One SMS in GSM-7: the English text is cut to it (a long title loses its end). */
export const ONE_SMS = 160;

/** The product's short address on the public site, in the shopper's language (/p/CODE, sent on to its page). */
export const productLink = (siteOrigin: string, language: Language, itemCode: string): string =>
  `${siteOrigin.replace(/\/+$/, '')}${localPath(language, shortProductPath(itemCode))}`;

/** The text: the product and its size, and a link to its page, in one SMS (the title is shortened when it must be). */
export function restockText(alert: Pick<RestockAlertToSend, 'language' | 'itemCode' | 'title' | 'size'>, siteOrigin: string): string {
  const texts = textsIn(alert.language);
  const write = (product: string) =>
    texts.t('orderTexts.backInStock', {
      product,
      size: alert.size ? sizeLabel(alert.size) : 'none',
      link: productLink(siteOrigin, alert.language, alert.itemCode),
    });
  const whole = write(alert.title);
  const over = whole.length - ONE_SMS;
  if (over <= 0) return whole;
  const kept = alert.title.slice(0, Math.max(0, alert.title.length - over - 3)).trimEnd();
  return write(`${kept}...`);
}

/**
 * Texts one pass may send: order texts and alerts count together against the shop's budget for texts (the codes have
 * their own), and alerts alone against half of it, so a big restock never holds up an order's text for long.
 */
export async function restockRoom(store: ShopStore, budget: SmsBudget, at: number): Promise<number> {
  const windows = [
    [HOUR_MS, budget.perHour],
    [24 * HOUR_MS, budget.perDay],
  ] as const;
  const rooms = await Promise.all(
    windows.map(async ([windowMs, max]) => {
      const [alerts, orderTexts] = await Promise.all([store.restock.sentSince(at - windowMs), store.orderTexts.sentSince(at - windowMs)]);
      return Math.min(Math.floor(max / 2) - alerts, max - alerts - orderTexts);
    }),
  );
  return Math.min(RESTOCK_BATCH, ...rooms);
}

export interface RestockSenderDeps {
  store: ShopStore;
  sms: SmsSender;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One pass: sends the alerts due now within the budget; answers how many it claimed and how many went out. */
export async function sendDueRestockAlerts(
  deps: RestockSenderDeps,
  options: RestockSenderOptions,
): Promise<{ claimed: number; sent: number }> {
  const { store, now } = deps;
  const at = now();
  await store.restock.prune(at);
  if (isQuiet(at, options.quietHours)) return { claimed: 0, sent: 0 };
  // Most passes find nothing due: the budget is read only when something is.
  const due = await store.restock.due(at, RESTOCK_BATCH);
  const room = due.length ? await restockRoom(store, options.budget, at) : 0;
  let claimed = 0;
  let sent = 0;
  for (const id of due.slice(0, Math.max(0, room))) {
    const taken = await store.restock.claim(id, at, CLAIM_MS);
    if (!taken) continue;
    claimed++;
    if (await sendOne(taken.alert, taken.attempts, deps, options.siteOrigin)) sent++;
  }
  return { claimed, sent };
}

async function sendOne(alert: RestockAlertToSend, tries: number, { store, sms, now, log }: RestockSenderDeps, siteOrigin: string) {
  // Sold out again before its turn: it waits for the next restock rather than sending the shopper to an empty size.
  if (alert.onSale <= 0) {
    await store.restock.backToWaiting(alert.id);
    return false;
  }
  try {
    await sms.send(alert.mobile, restockText(alert, siteOrigin));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (tries >= RESTOCK_TEXT_TRIES) {
      log.error(`A back-in-stock text was given up after ${tries} tries: ${reason}`);
      await store.restock.giveUp(alert.id, now(), reason);
    } else {
      log.warn(`A back-in-stock text was not sent (${reason}); it is tried again later`);
      await store.restock.retryAt(alert.id, now() + retryDelayMs(tries), reason);
    }
    return false;
  }
  await store.restock.sent(alert.id, now());
  return true;
}

export interface RestockSender {
  /** Sends what is due now, pass after pass while passes come back full; answers how many went out. Tests call it. */
  drain(): Promise<number>;
  /** Wakes the sender without waiting for it (a staff call that made alerts due). */
  wake(): void;
  /** Ends the beat and waits for a pass under way, so the store is not closed under it. */
  stop(): Promise<void>;
}

/** The sender of one instance: passes on a beat of `everyMs` (none when false: tests drain themselves). */
export function restockSender(deps: RestockSenderDeps, options: RestockSenderOptions & { everyMs: number | false }): RestockSender {
  let stopped = false;
  /** The last pass asked for, and the one waiting to start after it (a second ask while it waits shares it). */
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | null = null;
  const drainNow = async () => {
    let total = 0;
    for (;;) {
      const { claimed, sent } = await sendDueRestockAlerts(deps, options);
      total += sent;
      if (claimed < RESTOCK_BATCH) return total;
    }
  };
  // A drain starts after the one running ends: it reads what was due when it was asked for, or later.
  const drain = (): Promise<number> => {
    if (waiting) return waiting;
    const next = tail.then(() => {
      waiting = null;
      return stopped ? 0 : drainNow();
    });
    waiting = next;
    tail = next.catch(() => undefined);
    return next;
  };
  const quietly = () => {
    drain().catch((error: unknown) => deps.log.error({ err: error }, 'sending back-in-stock texts failed; the next pass tries again'));
  };
  const timer = options.everyMs === false ? null : setInterval(quietly, options.everyMs);
  timer?.unref();
  return {
    drain,
    wake: () => {
      if (options.everyMs !== false && !stopped) quietly();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await tail;
    },
  };
}
