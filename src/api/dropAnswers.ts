// A drop's answers (docs/drop.md), apart from ./answers so the hold's chunk carries only these.
import * as v from 'valibot';
import type { LineHold } from '../domain/dropHolds';
import { MAX_TICKET_LENGTH, type QueueAnswer } from '../domain/dropQueue';
import { MAX_HOLD_ID_LENGTH } from '../domain/drops';
import type { Answer } from './answers';

const text = v.string();
const amount = v.number();

/** Why a hold or an order's units of a drop item were refused (409 `problem`), when the answer says so. */
export type DropRefusal = { itemId: string } & (
  | { problem: 'dropNotOpen'; startsAt: string }
  | { problem: 'overDropLimit'; limit: number }
  | { problem: 'soldOut'; skuCode: string }
  | { problem: 'holdExpired' }
  | { problem: 'notAdmitted'; admitAt: number | null }
  | { problem: 'ticketRefused' }
);

const DropRefusalAnswer: Answer<DropRefusal> = v.variant('problem', [
  v.looseObject({ problem: v.literal('dropNotOpen'), itemId: text, startsAt: text }),
  v.looseObject({ problem: v.literal('overDropLimit'), itemId: text, limit: amount }),
  v.looseObject({ problem: v.literal('soldOut'), itemId: text, skuCode: text }),
  v.looseObject({ problem: v.literal('holdExpired'), itemId: text }),
  v.looseObject({ problem: v.literal('notAdmitted'), itemId: text, admitAt: v.nullable(amount) }),
  v.looseObject({ problem: v.literal('ticketRefused'), itemId: text }),
]);

export function dropRefusalOf(refusal: unknown): DropRefusal | undefined {
  const read = v.safeParse(DropRefusalAnswer, refusal);
  return read.success ? read.output : undefined;
}

/** What POST /api/drop-holds answers: the units held for this browser, and until when by the server's clock. */
export const DropHoldAnswer: Answer<{ hold: LineHold }> = v.looseObject({
  hold: v.looseObject({
    id: v.pipe(text, v.maxLength(MAX_HOLD_ID_LENGTH)),
    units: v.pipe(amount, v.integer(), v.minValue(1)),
    expiresAt: amount,
  }),
});

/** What POST /api/drop-queue answers: this browser's ticket, and when it is admitted (null until places are drawn). */
export const QueueAnswerSchema: Answer<QueueAnswer> = v.looseObject({
  ticket: v.pipe(text, v.minLength(1), v.maxLength(MAX_TICKET_LENGTH)),
  admitAt: v.nullable(amount),
});
