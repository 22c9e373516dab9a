import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/tokens';
import { insertPageVisits, type NewPageVisit } from '../repositories/page-visits';
import type { Executor } from '../repositories/executor';

export interface VisitQueueOptions {
  /** Flush at least this often. */
  flushIntervalMs: number;
  /** Flush as soon as this many visits wait. */
  batchSize: number;
  /** Beyond this many waiting visits new ones are refused (answered 503), never dropped after acceptance. */
  maxQueued: number;
  now: () => number;
}

interface Batch {
  /** Chosen before the first attempt and kept for the retries: the batch is stored once. */
  id: string;
  visits: NewPageVisit[];
  /** Settle the requests waiting for these visits, in the same order. */
  stored: Array<() => void>;
}

/**
 * Page visits are written in batches, one transaction per batch, and each request is answered
 * once the batch holding its visit is stored (`enqueue` gives the promise): an instance that
 * dies loses no visit it has answered. A failed batch is tried again, whole and under the same id, before
 * anything else, so every accepted visit is stored once the database is reachable, and only
 * once even when a failure hid a commit; `close()` writes what is left. Each instance has its
 * own queue (a visit lives in the memory of the instance that accepted it), so instances
 * writing at the same time never hold the same visit.
 */
export class VisitQueue {
  private pending: NewPageVisit[] = [];
  private waiters: Array<() => void> = [];
  /** The batch whose write failed, tried again first. */
  private retry: Batch | null = null;
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private accepted = 0;
  private stored = 0;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    private readonly options: VisitQueueOptions,
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs);
    this.timer.unref();
  }

  /**
   * Null when the queue is full and the visit was not taken; otherwise a promise that settles
   * when the visit is stored (a failed batch is retried, so it may take longer than a flush).
   */
  enqueue(visit: NewPageVisit): Promise<void> | null {
    if (this.waiting() >= this.options.maxQueued) return null;
    const stored = new Promise<void>((resolve) => {
      this.pending.push(visit);
      this.waiters.push(resolve);
    });
    this.accepted += 1;
    if (this.pending.length >= this.options.batchSize) void this.flush();
    return stored;
  }

  stats() {
    return { accepted: this.accepted, stored: this.stored, waiting: this.waiting() };
  }

  private waiting() {
    return this.pending.length + (this.retry?.visits.length ?? 0);
  }

  /** Writes everything queued so far; concurrent calls share one writer. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain() {
    while (this.retry || this.pending.length > 0) {
      const batch = this.retry ?? {
        id: newId(),
        visits: this.pending.splice(0, this.options.batchSize),
        stored: this.waiters.splice(0, this.options.batchSize),
      };
      this.retry = null;
      try {
        if (!(await insertPageVisits(this.db, batch.id, batch.visits, this.options.now()))) {
          this.log.warn(
            { batch: batch.id, count: batch.visits.length },
            'page visit batch was already stored',
          );
        }
        this.stored += batch.visits.length;
        for (const settle of batch.stored) settle();
      } catch (error) {
        this.retry = batch;
        this.log.error({ err: error, count: batch.visits.length }, 'page visit batch failed; will retry');
        return;
      }
    }
  }

  /** Stops the timer and writes the rest, retrying a few times if the database hiccups. */
  async close() {
    if (this.timer) clearInterval(this.timer);
    for (let attempt = 0; attempt < 5 && this.waiting() > 0; attempt += 1) {
      await this.flush();
      if (this.waiting() > 0) await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
    await this.flush();
    if (this.waiting() > 0)
      this.log.error({ lost: this.waiting() }, 'page visits could not be stored at shutdown');
  }
}
