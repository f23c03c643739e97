// Pay now's step of the payment state machine (db/payments.ts), whatever the order: a new gateway session only for an
// online order still waiting inside its window; past the window it expires first, its units back once.
import fc from 'fast-check';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '@domain/types';
import { paymentStep } from '../src/db/payments';

const WINDOW_MS = 30 * 60 * 1000;
const reopen = { kind: 'reopen', gatewayToken: 'new-token', redirectUrl: 'http://shop.test/gateway/pay/INV-1?token=new-token' } as const;

test('reopen: a session only for a waiting online order inside its window, else a conflict that changes at most its expiry', () => {
  const order = fc.record({
    paymentType: fc.constantFrom(...PAYMENT_TYPES),
    paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
    stockReleased: fc.boolean(),
    createdAt: fc.integer({ min: 0, max: 10 * WINDOW_MS }),
  });
  fc.assert(
    fc.property(order, fc.integer({ min: 0, max: 12 * WINDOW_MS }), (facts, now) => {
      const step = paymentStep(facts, reopen, now, WINDOW_MS);
      const waiting = facts.paymentType === 'ONLINE' && facts.paymentStatus === 'PENDING';
      const inWindow = now < facts.createdAt + WINDOW_MS;
      expect(step.reopen).toBe(waiting && inWindow);
      expect(step.answer).toBe(waiting && inWindow ? 'done' : 'conflict');
      expect(step.confirm).toBe(false);
      expect(step.status).toBe(waiting && !inWindow ? 'EXPIRED' : null);
      expect(step.release).toBe(waiting && !inWindow && !facts.stockReleased);
    }),
  );
});
