import fs from 'fs';
import path from 'path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { initial } from './migrations/001-initial';
import { sharedWork } from './migrations/002-shared-work';
import { visitRequestIds } from './migrations/003-visit-request-ids';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  engine: Engine;
  kysely: Kysely<Database>;
}

const PG_INT8 = 20;

/**
 * The database holds password hashes, sessions and inquiries: its file is created readable by
 * the owner only (0600), and an existing one made before is narrowed to that. SQLite gives its
 * -wal and -shm files the mode of the database file; existing ones are narrowed too. A
 * directory this creates is 0700.
 */
function ownerOnly(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const extra of ['', '-wal', '-shm', '-journal']) {
    try {
      fs.chmodSync(`${file}${extra}`, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export function openDatabase(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // bigint columns hold epoch milliseconds, well inside Number's exact range.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return { engine: 'postgres', kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  }
  if (database.path !== ':memory:') ownerOnly(database.path);
  const sqlite = new SQLite(database.path);
  // WAL keeps readers off the writer's back and survives a killed process without corruption.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    engine: 'sqlite',
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one: another
  // schema of the same database with such tables (another deployment, another test run)
  // would be taken for this one's. On PostgreSQL they live in the connection's own schema.
  const schema =
    db.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    migrationTableSchema: schema,
    provider: {
      getMigrations: async () => ({
        '001-initial': initial(db.engine),
        '002-shared-work': sharedWork,
        '003-visit-request-ids': visitRequestIds,
      }),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
