import fs from 'fs';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import pg from 'pg';
import { openDatabase, type Db, type Engine } from '../../src/db/database';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL when TEST_DATABASE_URL names a server. */
export const ENGINES: Engine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Runs a describe block once per engine. Without TEST_DATABASE_URL the PostgreSQL block is
 * reported as skipped under a title that says why.
 */
export function describeEngines(name: string, body: (engine: Engine) => void) {
  for (const engine of ENGINES) describe(`${name} [${engine}]`, () => body(engine));
  if (!TEST_DATABASE_URL) {
    describe.skip(`${name} [postgres] skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/api_test`, () => {
      it('runs against PostgreSQL', () => undefined);
    });
  }
}

/**
 * The PostgreSQL database of this Jest worker: TEST_DATABASE_URL's database name with `_w<worker>`.
 * Kysely's migrator lists the tables of every schema of its database, looking each schema up by
 * name (`has_schema_privilege`, `pg_get_serial_sequence`), so a test schema that another worker
 * drops while that query runs fails it with 'schema "test_…" does not exist'. Within one worker
 * the tests, and so their schemas' creation and removal, come one after the other.
 */
export function workerDatabaseUrl(url: string, worker: string = process.env.JEST_WORKER_ID ?? '1'): string {
  const target = new URL(url);
  target.pathname = `${target.pathname}_w${worker}`;
  return target.toString();
}

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } catch (error) {
    // Another test file created it at the same moment.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  db: Db;
  /** Connection settings for a child process using the same data. */
  env: Record<string, string>;
  /** Removes the data; call after the app using it is closed. */
  drop(): Promise<void>;
}

/** A fresh, empty database: a temporary SQLite file, or its own schema on the PostgreSQL server. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  if (engine === 'sqlite') {
    const file = path.join(os.tmpdir(), `website-api-test-${suffix}.sqlite`);
    return {
      db: openDatabase({ kind: 'sqlite', path: file }),
      env: { SQLITE_PATH: file },
      drop: async () => {
        for (const extra of ['', '-wal', '-shm']) fs.rmSync(`${file}${extra}`, { force: true });
      },
    };
  }
  const base = workerDatabaseUrl(TEST_DATABASE_URL!);
  await ensureDatabase(base);
  const schema = `test_${suffix}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db: openDatabase({ kind: 'postgres', url: url.toString() }),
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
