import { sql, type Kysely, type Migration } from 'kysely';

// Work that several API instances on one database must do once (decisions 022 and 023):
// - outbox claims: which instance holds a mail and until when (a lease that a crashed
//   instance's claims run out of);
// - page visit batches already stored, so a batch retried after an unclear commit is not
//   stored twice;
// - job leases: the one instance that runs a scheduled job (the clean-up) until when.
export const sharedWork: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('claimed_until', 'bigint').execute();

    await db.schema
      .createTable('page_visit_batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('visits', 'integer', (c) => c.notNull())
      .addColumn('stored_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('last_run_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists job_leases`.execute(db);
    await sql`drop table if exists page_visit_batches`.execute(db);
    await db.schema.alterTable('outbox').dropColumn('claimed_until').execute();
    await db.schema.alterTable('outbox').dropColumn('claimed_by').execute();
  },
};
