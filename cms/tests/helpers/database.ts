import { Client } from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/cms_test';

/** True for `npm run test:pg`. */
export const wantsPostgres = (): boolean => process.env.CMS_TEST_DATABASE === 'postgres';

/**
 * The database of this Jest worker: the suite runs its files in parallel (`--maxWorkers`), and
 * each file empties its database before it seeds, so each worker has a database of its own
 * (`cms_test`, `cms_test_w2`, …).
 */
export function postgresUrl(): string {
  const url = new URL(process.env.CMS_TEST_DATABASE_URL || DEFAULT_PG_URL);
  const worker = Number(process.env.JEST_WORKER_ID || '1');
  if (worker > 1) url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

/**
 * Creates the test database when missing and empties it, so every run starts clean.
 * Returns a reason when no PostgreSQL server answers.
 */
export async function preparePostgres(url: string): Promise<string | null> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return `no PostgreSQL server answers at ${target.host} (${(error as Error).message})`;
  }
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('DROP SCHEMA IF EXISTS public CASCADE');
    await db.query('CREATE SCHEMA public');
  } finally {
    await db.end();
  }
  return null;
}
