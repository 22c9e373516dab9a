import type { FastifyBaseLogger } from 'fastify';
import { insertPageVisits, type NewPageVisit } from '../repositories/page-visits';
import type { Executor } from '../repositories/executor';

export interface VisitQueueOptions {
  /** Flush at least this often. */
  flushIntervalMs: number;
  /** Flush as soon as this many visits wait. */
  batchSize: number;
  /** Beyond this many waiting visits new ones are refused (answered 503), never dropped after acceptance. */
  maxQueued: number;
}

/**
 * Page visits are answered as soon as they are queued and written in batches, one
 * transaction per batch. A failed batch goes back to the front of the queue, so every
 * accepted visit is stored once the database is reachable; `close()` writes what is left.
 */
export class VisitQueue {
  private pending: NewPageVisit[] = [];
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

  /** False when the queue is full and the visit was not accepted. */
  enqueue(visit: NewPageVisit): boolean {
    if (this.pending.length >= this.options.maxQueued) return false;
    this.pending.push(visit);
    this.accepted += 1;
    if (this.pending.length >= this.options.batchSize) void this.flush();
    return true;
  }

  stats() {
    return { accepted: this.accepted, stored: this.stored, waiting: this.pending.length };
  }

  /** Writes everything queued so far; concurrent calls share one writer. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain() {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      try {
        await insertPageVisits(this.db, batch);
        this.stored += batch.length;
      } catch (error) {
        this.pending.unshift(...batch);
        this.log.error({ err: error, count: batch.length }, 'page visit batch failed; will retry');
        return;
      }
    }
  }

  /** Stops the timer and writes the rest, retrying a few times if the database hiccups. */
  async close() {
    if (this.timer) clearInterval(this.timer);
    for (let attempt = 0; attempt < 5 && this.pending.length > 0; attempt += 1) {
      await this.flush();
      if (this.pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
    await this.flush();
    if (this.pending.length > 0)
      this.log.error({ lost: this.pending.length }, 'page visits could not be stored at shutdown');
  }
}
