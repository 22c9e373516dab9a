import { sql, type Kysely, type Migration } from 'kysely';

// One schema for SQLite and PostgreSQL: text ids, bigint epoch-millisecond times, integer flags.
// Only page visits use a generated key, chosen per engine.
export function initial(engine: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('consented_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_member_id').on('sessions').column('member_id').execute();

      await db.schema
        .createTable('link_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('link_tokens_member_kind')
        .on('link_tokens')
        .columns(['member_id', 'kind'])
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('inquiries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('page_visits')
        .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('page_title', 'text', (c) => c.notNull())
        .addColumn('page_url', 'text', (c) => c.notNull())
        .addColumn('device_type', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'rate_counters',
        'page_visits',
        'inquiries',
        'outbox',
        'link_tokens',
        'sessions',
        'members',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
