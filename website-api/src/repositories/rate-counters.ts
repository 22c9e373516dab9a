import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * Counts one attempt for `key` in a fixed window and returns the count so far. One
 * upsert, so parallel attempts on any number of instances each see a distinct count.
 */
export async function countAttempt(db: Executor, key: string, windowMs: number, now: number): Promise<number> {
  const windowOpen = now - windowMs;
  const row = await db
    .insertInto('rate_counters')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_counters.window_start <= ${windowOpen} then 1 else rate_counters.count + 1 end`,
        window_start: sql<number>`case when rate_counters.window_start <= ${windowOpen} then ${now} else rate_counters.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function clearAttempts(db: Executor, key: string) {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}
