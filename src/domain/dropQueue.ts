// The drop's queue (docs/drop.md): when more shoppers wait on a drop than the shop admits per minute, each gets a place.
// Everyone who arrived before the hour is shuffled at the hour (by a key the shopper cannot see, so arriving
// early or reloading gives no edge); later arrivals queue in arrival order. The shop admits the first `admitPerMinute`
// places at the hour, then one every 60 / admitPerMinute seconds. Places are counted by rank, from 0.

const MINUTE_MS = 60_000;

/** What POST /api/drop-queue answers: the signed ticket the browser keeps, and when its shopper is admitted. */
export interface QueueAnswer {
  /** Opaque to the page; the shop signed it, and a hold on the drop names it. */
  ticket: string;
  /** Epoch milliseconds by the server's clock; null before the hour for a shopper who came early (places are drawn at the hour). */
  admitAt: number | null;
}

/** The longest ticket the shop takes back. */
export const MAX_TICKET_LENGTH = 512;

/** Why a hold on a drop with a queue is refused for its ticket (its 409 names it as `problem`). */
export const QUEUE_PROBLEMS = ['notAdmitted', 'ticketRefused'] as const;
export type QueueProblem = (typeof QUEUE_PROBLEMS)[number];

/** When the shopper at `rank` is admitted: the first `admitPerMinute` ranks at the hour, then one every 60 / admitPerMinute s. */
export const admitAtOfRank = (rank: number, startsAt: number, admitPerMinute: number): number =>
  startsAt + Math.ceil((Math.max(0, rank - admitPerMinute + 1) * MINUTE_MS) / admitPerMinute);

/** The last rank admitted by `now` (-1 before the hour). */
export const rankDueAt = (now: number, startsAt: number, admitPerMinute: number): number =>
  now < startsAt ? -1 : Math.floor(((now - startsAt) * admitPerMinute) / MINUTE_MS) + admitPerMinute - 1;

/**
 * The rank the next later arrival takes: after every rank given out so far (`nextRank`, or the early arrivals when none
 * was), but never more than a minute's admissions behind `now`, so a quiet spell does not let a later crowd in at once.
 */
export const nextLateRank = (nextRank: number | null, earlyCount: number, now: number, startsAt: number, admitPerMinute: number): number =>
  Math.max(nextRank ?? earlyCount, rankDueAt(now, startsAt, admitPerMinute) - admitPerMinute + 1);

/** Where a waiting shopper stands, as the page says it ("You are number 312 — about 2 minutes"); null once admitted. */
export function queuePlace(admitAt: number, now: number, admitPerMinute: number): { place: number; minutes: number } | null {
  const wait = admitAt - now;
  if (wait <= 0) return null;
  return { place: Math.floor((wait * admitPerMinute) / MINUTE_MS) + 1, minutes: Math.ceil(wait / MINUTE_MS) };
}
