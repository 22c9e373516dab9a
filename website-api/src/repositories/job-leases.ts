import type { Executor } from './executor';

/**
 * Takes the lease of job `name` for `holder` until `now + durationMs` when nobody holds it
 * or its lease has run out; one statement (an upsert whose update is conditional), so of
 * any number of instances asking at once exactly one gets it. False when another holds it.
 */
export async function takeJobLease(
  db: Executor,
  name: string,
  holder: string,
  now: number,
  durationMs: number,
): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: now + durationMs, last_run_at: null })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: now + durationMs })
        .where('job_leases.expires_at', '<=', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Records a finished run; the lease itself runs on to its end, so the job waits a whole interval. */
export async function recordJobRun(db: Executor, name: string, holder: string, now: number) {
  await db
    .updateTable('job_leases')
    .set({ last_run_at: now })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
