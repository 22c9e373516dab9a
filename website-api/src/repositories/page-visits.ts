import type { Insertable } from 'kysely';
import type { PageVisitsTable } from '../db/schema';
import type { Executor } from './executor';

export type NewPageVisit = Insertable<PageVisitsTable>;

// Rows per INSERT statement: 7 parameters each stays far below SQLite's 32766 limit.
const ROWS_PER_STATEMENT = 500;

/**
 * Writes a batch of visits in one transaction: all of them or none, and at most once. The
 * batch's id is recorded in the same transaction, so writing it again (a retry after a
 * commit whose answer was lost, e.g. a PostgreSQL connection dropped during COMMIT) stores
 * nothing and returns false.
 */
export async function insertPageVisits(
  db: Executor,
  batchId: string,
  visits: NewPageVisit[],
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('page_visit_batches')
      .values({ id: batchId, visits: visits.length, stored_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (let i = 0; i < visits.length; i += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('page_visits')
        .values(visits.slice(i, i + ROWS_PER_STATEMENT))
        // A visit another instance stored before it failed to answer (the proxy passed the
        // same request on): kept once.
        .onConflict((oc) => oc.column('request_id').doNothing())
        .execute();
    }
    return true;
  });
}
