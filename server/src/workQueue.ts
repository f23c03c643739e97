// Work that holds one of libuv's threads for a long while (hashing a password, drawing a picture) shares those threads
// with compression and file reads. A queue lets a few such jobs run at once and a bounded line wait; past that a job is
// refused at once (the route answers 503 with Retry-After) rather than answered minutes later, and the shop keeps a
// thread for everything else.

export interface QueueLimits {
  /** Jobs running at once. */
  running: number;
  /** Jobs waiting their turn; the next one is refused. */
  waiting: number;
}

/** A job refused because the queue's line is full; `retryAfterS` is when the line has likely moved on. */
export class QueueFull extends Error {
  constructor(readonly retryAfterS: number) {
    super('The shop is busy; try again in a few seconds.');
    this.name = 'QueueFull';
  }
}

export class WorkQueue {
  private runningNow = 0;
  /** Jobs waiting: the `aheadWaiting` jobs asked to go first, in the order they came, then the rest. */
  private readonly line: (() => void)[] = [];
  private aheadWaiting = 0;

  constructor(
    readonly limits: QueueLimits,
    /** What a refused job's Retry-After says. */
    private readonly retryAfterS: number,
  ) {}

  /**
   * Runs `job` when a place is free, in the order jobs came, except that a job asked to go `first` waits only behind
   * others asked so; rejects with QueueFull when the line is full.
   */
  run<T>(job: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
    if (this.runningNow < this.limits.running) {
      this.runningNow++;
      return this.execute(job);
    }
    if (this.line.length >= this.limits.waiting) return Promise.reject(new QueueFull(this.retryAfterS));
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.execute(job).then(resolve, reject);
      };
      if (first) this.line.splice(this.aheadWaiting++, 0, start);
      else this.line.push(start);
    });
  }

  /** Jobs running and waiting, for tests and the server's report. */
  get load(): { running: number; waiting: number } {
    return { running: this.runningNow, waiting: this.line.length };
  }

  private execute<T>(job: () => Promise<T>): Promise<T> {
    // A job that throws or rejects frees its place like one that succeeds.
    return Promise.resolve()
      .then(job)
      .finally(() => this.handOn());
  }

  /** A finished job's place goes straight to the first in line, so a newcomer cannot slip in before it. */
  private handOn(): void {
    const next = this.line.shift();
    if (this.aheadWaiting > 0) this.aheadWaiting--;
    if (next) next();
    else this.runningNow--;
  }
}
