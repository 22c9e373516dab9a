/** Tables of the parts store; indexes are in tables.ts so bulk loads can add them after the data. */
export function sqliteDdl(): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS brand (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, origin TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS pinout (id INTEGER PRIMARY KEY, package TEXT NOT NULL, pins TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS part (
      id INTEGER PRIMARY KEY, mpn TEXT NOT NULL, mpn_norm TEXT NOT NULL, family_norm TEXT NOT NULL,
      brand_id INTEGER NOT NULL, category TEXT NOT NULL, origin TEXT NOT NULL, package_norm TEXT NOT NULL,
      pin_hash INTEGER NOT NULL, func_hash INTEGER NOT NULL, primary_value REAL NOT NULL, pinout_id INTEGER NOT NULL,
      attributes TEXT NOT NULL, params TEXT NOT NULL, lifecycle TEXT NOT NULL, aec TEXT, datasheet_url TEXT,
      description TEXT NOT NULL, updated_at TEXT NOT NULL, demo INTEGER NOT NULL DEFAULT 0)`,
    `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    // Contentless and without positions: keyword search needs only which parts hold every word.
    `CREATE VIRTUAL TABLE IF NOT EXISTS part_fts USING fts5(body, content='', contentless_delete=1, detail=none)`,
  ];
}

export function postgresDdl(schema: string): string[] {
  const s = `"${schema}"`;
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.brand (id serial PRIMARY KEY, code text NOT NULL UNIQUE, name text NOT NULL, origin text NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS ${s}.pinout (id bigint PRIMARY KEY, package text NOT NULL, pins text NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS ${s}.part (
      id integer PRIMARY KEY, mpn text NOT NULL, mpn_norm text COLLATE "C" NOT NULL, family_norm text COLLATE "C" NOT NULL,
      brand_id integer NOT NULL, category text NOT NULL, origin text NOT NULL, package_norm text NOT NULL,
      pin_hash bigint NOT NULL, func_hash bigint NOT NULL, primary_value double precision NOT NULL, pinout_id bigint NOT NULL,
      attributes text NOT NULL, params text NOT NULL, lifecycle text NOT NULL, aec text, datasheet_url text,
      description text NOT NULL, updated_at text NOT NULL, demo integer NOT NULL DEFAULT 0)`,
    `CREATE TABLE IF NOT EXISTS ${s}.meta (key text PRIMARY KEY, value text NOT NULL)`,
  ];
}

/**
 * Stores made before the `demo` column held generated data only (`npm start` and the
 * generate command filled them): the column is added with 1 for those rows.
 */
export const SQLITE_ADD_DEMO = 'ALTER TABLE part ADD COLUMN demo INTEGER NOT NULL DEFAULT 1';
export const postgresAddDemo = (schema: string) =>
  `ALTER TABLE "${schema}".part ADD COLUMN IF NOT EXISTS demo integer NOT NULL DEFAULT 1`;

/** Keyword document of a part; the PostgreSQL index is built over the same text. */
export const PG_KEYWORD_EXPR = `to_tsvector('simple', mpn || ' ' || description)`;
