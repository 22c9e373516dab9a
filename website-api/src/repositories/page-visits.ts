import type { Insertable } from 'kysely';
import type { PageVisitsTable } from '../db/schema';
import type { Executor } from './executor';

export type NewPageVisit = Insertable<PageVisitsTable>;

// Rows per INSERT statement: 7 parameters each stays far below SQLite's 32766 limit.
const ROWS_PER_STATEMENT = 500;

/** Writes a batch of visits in one transaction: all of them or none. */
export async function insertPageVisits(db: Executor, visits: NewPageVisit[]) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < visits.length; i += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('page_visits')
        .values(visits.slice(i, i + ROWS_PER_STATEMENT))
        .execute();
    }
  });
}
