import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * Counts one attempt for `key` in a fixed window and returns the count so far. One
 * upsert, so parallel attempts on any number of instances each see a distinct count.
 */
export async function countAttempt(
  db: Executor,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
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

/** Gives back one attempt counted by `countAttempt` (one that turned out not to count). */
export async function releaseAttempt(db: Executor, key: string) {
  await db
    .updateTable('rate_counters')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearAttempts(db: Executor, key: string) {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}

/** The count for `key` in its current window, without counting an attempt (0 once the window is over). */
export async function peekAttempts(
  db: Executor,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('rate_counters')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.window_start) <= now - windowMs) return 0;
  return Number(row.count);
}

/** Removes every counter whose key starts with `prefix` (made of letters, digits, `-` and `:` only). */
export async function clearAttemptsByPrefix(db: Executor, prefix: string) {
  if (!/^[a-z0-9:-]+$/i.test(prefix)) throw new Error('counter key prefix with unexpected characters');
  await db.deleteFrom('rate_counters').where('key', 'like', `${prefix}%`).execute();
}
