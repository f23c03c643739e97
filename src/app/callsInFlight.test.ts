import fc from 'fast-check';
import { callsInFlight } from './callsInFlight';

const pending = () => {
  let settle!: (ok: boolean) => void;
  const call = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('offline')))));
  return { call, settle };
};
const flush = () => new Promise((resolve) => setTimeout(resolve));

it('runs what waits at once while no call is in flight', () => {
  const ran = jest.fn();
  callsInFlight().whenNone(ran);
  expect(ran).toHaveBeenCalledTimes(1);
});

it('holds it until every call in flight has settled, answered or failed, then runs each in order once', async () => {
  const calls = callsInFlight();
  const [first, second] = [pending(), pending()];
  calls.track(first.call);
  calls.track(second.call);
  const order: string[] = [];
  calls.whenNone(() => order.push('a'));
  calls.whenNone(() => order.push('b'));
  first.settle(false);
  await flush();
  expect(order).toEqual([]);
  second.settle(true);
  await flush();
  expect(order).toEqual(['a', 'b']);
  const later = pending();
  calls.track(later.call);
  later.settle(true);
  await flush();
  expect(order).toEqual(['a', 'b']);
});

it('whatever calls start and settle, what waits runs exactly when the last one settles', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      fc.array(fc.nat(), { maxLength: 8 }),
      async (outcomes, order) => {
        const calls = callsInFlight();
        const open = outcomes.map(() => pending());
        open.forEach(({ call }) => calls.track(call));
        const ran = jest.fn();
        calls.whenNone(ran);
        const remaining = open.map((each, index) => ({ ...each, ok: outcomes[index] }));
        for (const pick of [...order, ...outcomes.map(() => 0)]) {
          if (!remaining.length) break;
          expect(ran).not.toHaveBeenCalled();
          const [next] = remaining.splice(pick % remaining.length, 1);
          next.settle(next.ok);
          await flush();
        }
        expect(ran).toHaveBeenCalledTimes(1);
      },
    ),
  );
});
