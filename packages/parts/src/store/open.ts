import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { postgresAddDemo, postgresDdl, SQLITE_ADD_DEMO, sqliteDdl } from './ddl';
import { PartsStore } from './store';
import { OBSOLETE_INDEXES, type PartsDatabase } from './tables';

export type PartsStoreConfig =
  | { kind: 'sqlite'; path?: string }
  | { kind: 'postgres'; url: string; schema?: string };

/** `<repo>/.data/parts.sqlite`: this file sits in packages/parts/src/store. */
export const DEFAULT_SQLITE_PATH = path.resolve(__dirname, '../../../../.data/parts.sqlite');

/** The configured store: `DATABASE_URL=postgres://…` selects PostgreSQL, else SQLite at `PARTS_SQLITE_PATH` or the default file. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PartsStoreConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url))
    return { kind: 'postgres', url, schema: env.PARTS_PG_SCHEMA || 'parts' };
  return { kind: 'sqlite', path: env.PARTS_SQLITE_PATH || DEFAULT_SQLITE_PATH };
}

/** 64-bit integers (counts, hashes) fit a JavaScript number here: hashes are 52-bit by design. */
const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === 20) return (value: string) => Number(value);
    return (pg.types.getTypeParser as (oid: number, format?: string) => (value: string) => unknown)(
      oid,
      format,
    );
  },
};

export async function openPartsStore(config: PartsStoreConfig = configFromEnv()): Promise<PartsStore> {
  if (config.kind === 'sqlite') {
    const file = config.path ?? DEFAULT_SQLITE_PATH;
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // Reads of a multi-GB file go through the page cache without copies.
    sqlite.pragma('mmap_size = 17179869184');
    sqlite.pragma('cache_size = -65536');
    for (const statement of sqliteDdl()) sqlite.exec(statement);
    const columns = sqlite.prepare('PRAGMA table_info(part)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'demo')) sqlite.exec(SQLITE_ADD_DEMO);
    for (const name of OBSOLETE_INDEXES) sqlite.exec(`DROP INDEX IF EXISTS ${name}`);
    const db = new Kysely<PartsDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
    return new PartsStore({ dialect: 'sqlite', db, sqlite, file });
  }
  const schema = config.schema ?? 'parts';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const pool = new pg.Pool({ connectionString: config.url, max: 10, types: pgTypes });
  const client = await pool.connect();
  try {
    for (const statement of postgresDdl(schema)) await client.query(statement);
    await client.query(postgresAddDemo(schema));
    for (const name of OBSOLETE_INDEXES) await client.query(`DROP INDEX IF EXISTS "${schema}".${name}`);
  } finally {
    client.release();
  }
  const db = new Kysely<PartsDatabase>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema);
  return new PartsStore({ dialect: 'postgres', db, pool, schema });
}
