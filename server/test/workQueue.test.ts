import fc from 'fast-check';
import { QueueFull, WorkQueue } from '../src/workQueue';

/** A job that finishes (or fails) when the test says, and records how many ran at once. */
function gate(queue: WorkQueue, seen: { most: number }) {
  let finish!: (ok: boolean) => void;
  const job = () =>
    new Promise<string>((resolve, reject) => {
      seen.most = Math.max(seen.most, queue.load.running);
      finish = (ok) => (ok ? resolve('done') : reject(new Error('job failed')));
    });
  return { job, finish: (ok = true) => finish(ok) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  test('runs at most `running` jobs, in the order they came, and refuses past the line', async () => {
    const queue = new WorkQueue({ running: 2, waiting: 2 }, 3);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const results = Array.from({ length: 5 }, (_, n) =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            releases[n] = () => resolve(n);
          }),
      ),
    );
    await expect(results[4]).rejects.toEqual(new QueueFull(3));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    releases[1]();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer waits behind the line rather than taking the freed place.
    const late = queue.run(async () => 'late');
    releases[0]();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    releases[2]();
    releases[3]();
    await expect(Promise.all([...results.slice(0, 4), late])).resolves.toEqual([0, 1, 2, 3, 'late']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  test('a failing job frees its place and its caller gets its error', async () => {
    const queue = new WorkQueue({ running: 1, waiting: 1 }, 1);
    const seen = { most: 0 };
    const first = gate(queue, seen);
    const failing = queue.run(first.job);
    const next = queue.run(async () => 'next');
    await settle();
    first.finish(false);
    await expect(failing).rejects.toThrow('job failed');
    await expect(next).resolves.toBe('next');
    // A job that throws before its promise exists frees it too.
    await expect(
      queue.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(queue.run(async () => 'free')).resolves.toBe('free');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  test('a job asked to go first waits only behind others asked so', async () => {
    const queue = new WorkQueue({ running: 1, waiting: 4 }, 1);
    const started: string[] = [];
    let release!: () => void;
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const jobs = [
      ['new code', false],
      ['typed code', true],
      ['new password', false],
      ['typed password', true],
    ] as const;
    const done = jobs.map(([name, first]) => queue.run(async () => void started.push(name), { first }));
    expect(queue.load).toEqual({ running: 1, waiting: 4 });
    await settle();
    release();
    await Promise.all([running, ...done]);
    expect(started).toEqual(['typed code', 'typed password', 'new code', 'new password']);
  });

  // However jobs arrive and finish, the bound holds, every job either waits or is refused at once, the jobs run in the
  // order they came (those asked to go first ahead of the rest), and the queue ends empty.
  test('any schedule keeps the bounds and the order', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('arrive' as const), first: fc.boolean() }),
      fc.record({ kind: fc.constant('finish' as const), pick: fc.nat(), ok: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.nat({ max: 5 }),
        fc.array(step, { maxLength: 60 }),
        async (running, waiting, steps) => {
          const limits = { running, waiting };
          const queue = new WorkQueue(limits, 1);
          const seen = { most: 0 };
          const open: { finish: (ok?: boolean) => void }[] = [];
          const order: number[] = [];
          const outcomes: Promise<string>[] = [];
          // The order a plain model of the line expects: a free place, else the first of those asked to go first.
          const model = { running: 0, first: [] as number[], rest: [] as number[], order: [] as number[] };
          const modelFrees = () => {
            const next = model.first.shift() ?? model.rest.shift();
            if (next === undefined) model.running--;
            else model.order.push(next);
          };
          for (const next of steps) {
            if (next.kind === 'arrive') {
              const n = outcomes.length;
              const job = gate(queue, seen);
              const accepted = queue.load.running + queue.load.waiting < limits.running + limits.waiting;
              if (model.running < running) {
                model.running++;
                model.order.push(n);
              } else if (accepted) (next.first ? model.first : model.rest).push(n);
              const outcome = queue.run(
                () => {
                  order.push(n);
                  open.push(job);
                  return job.job();
                },
                { first: next.first },
              );
              outcomes.push(
                outcome.then(
                  () => 'ran',
                  (error: unknown) => (error instanceof QueueFull ? 'refused' : 'failed'),
                ),
              );
              expect(await Promise.race([outcomes[n], settle().then(() => 'pending')])).toBe(accepted ? 'pending' : 'refused');
            } else if (open.length) {
              open.splice(next.pick % open.length, 1)[0].finish(next.ok);
              modelFrees();
            }
            await settle();
            expect(queue.load.running).toBeLessThanOrEqual(limits.running);
            expect(queue.load.waiting).toBeLessThanOrEqual(limits.waiting);
          }
          while (open.length) {
            open.shift()!.finish();
            modelFrees();
            await settle();
          }
          expect(seen.most).toBeLessThanOrEqual(limits.running);
          expect(order).toEqual(model.order);
          expect((await Promise.all(outcomes)).filter((o) => o !== 'refused')).toHaveLength(order.length);
          expect(queue.load).toEqual({ running: 0, waiting: 0 });
        },
      ),
      { numRuns: 60 },
    );
  });
});
