import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredRows, type CleanUpCounts } from '../repositories/clean-up';
import type { Executor } from '../repositories/executor';
import { recordJobRun, takeJobLease } from '../repositories/job-leases';

export const CLEAN_UP_JOB = 'clean-up';
export const CLEAN_UP_INTERVAL_MS = 15 * 60 * 1000;

export interface HousekeepingOptions {
  /** How often the clean-up runs, across all instances; also the length of its lease. */
  intervalMs: number;
  /** Names this instance in the job lease; unique among the instances sharing the database. */
  holder: string;
  now: () => number;
}

/**
 * The scheduled clean-up (repositories/clean-up.ts). Every instance wakes up once an
 * interval and asks for the job's lease (table `job_leases`); the one that gets it runs the
 * clean-up, the others see the lease held and skip, so the work is done once an interval
 * across the fleet instead of once per instance. The deletes are idempotent as well: a run
 * that overlaps another (a lease that ran out during a slow run, clocks that disagree) is
 * harmless, only wasted.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<CleanUpCounts | null> | null = null;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    private readonly options: HousekeepingOptions,
  ) {}

  /** First wake-up at a random point of the first interval, so instances started together spread out. */
  start() {
    const tick = () => {
      void this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'clean-up failed'));
    };
    this.timer = setTimeout(
      () => {
        tick();
        this.timer = setInterval(tick, this.options.intervalMs);
        this.timer.unref();
      },
      Math.floor(Math.random() * this.options.intervalMs),
    );
    this.timer.unref();
  }

  /** Runs the clean-up if this instance gets the lease; null when another instance holds it. */
  runOnce(): Promise<CleanUpCounts | null> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<CleanUpCounts | null> {
    const { holder, now, intervalMs } = this.options;
    if (!(await takeJobLease(this.db, CLEAN_UP_JOB, holder, now(), intervalMs))) return null;
    const counts = await deleteExpiredRows(this.db, now());
    await recordJobRun(this.db, CLEAN_UP_JOB, holder, now());
    this.log.info(counts, 'clean-up done');
    return counts;
  }

  /** Stops the timer and waits for a run in progress. */
  async stop() {
    if (this.timer) {
      clearTimeout(this.timer);
      clearInterval(this.timer);
    }
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
