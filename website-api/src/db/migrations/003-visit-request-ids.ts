import type { Kysely, Migration } from 'kysely';

// A page visit passed on by the proxy to a second instance (nginx retries visit posts when an
// instance fails, decision 076) must not be stored twice when the first instance had written
// it before it died: the proxy's request id, the same for both attempts, is kept with the
// visit and unique (decision 023, addendum). Visits without one (no trusted proxy) stay NULL,
// which a unique index allows any number of.
export const visitRequestIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('page_visits').addColumn('request_id', 'text').execute();
    await db.schema
      .createIndex('page_visits_request_id')
      .unique()
      .on('page_visits')
      .column('request_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('page_visits_request_id').execute();
    await db.schema.alterTable('page_visits').dropColumn('request_id').execute();
  },
};
