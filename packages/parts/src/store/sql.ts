import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { hash52 } from '../normalize';

/**
 * Prepared statements for the request paths (search, detail, substitutes). Query texts
 * are fixed strings with `?` placeholders, so each is parsed and planned once: SQLite
 * keeps the prepared statement, PostgreSQL a named statement on each pooled connection.
 * Building the same queries with the query builder costs more than running them.
 */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  /** `part`, `brand`, `pinout`: schema-qualified in PostgreSQL. */
  table(name: 'part' | 'brand' | 'pinout'): string;
  all<T>(text: string, params: readonly unknown[]): Promise<T[]>;
}

/** Distinct texts are few (one per filter combination); the bound only guards against misuse. */
const MAX_CACHED = 500;

export function sqliteRunner(db: BetterSqlite3.Database): SqlRunner {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = (text: string) => {
    let statement = cache.get(text);
    if (!statement) {
      if (cache.size >= MAX_CACHED) cache.clear();
      statement = db.prepare(text);
      cache.set(text, statement);
    }
    return statement;
  };
  return {
    dialect: 'sqlite',
    table: (name) => name,
    all: <T>(text: string, params: readonly unknown[]) => {
      try {
        return Promise.resolve(prepare(text).all(...params) as T[]);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}

export function postgresRunner(pool: pg.Pool, schema: string): SqlRunner {
  const texts = new Map<string, { name: string; text: string }>();
  const compile = (text: string) => {
    let compiled = texts.get(text);
    if (!compiled) {
      if (texts.size >= MAX_CACHED) texts.clear();
      let n = 0;
      const numbered = text.replace(/\?/g, () => `$${++n}`);
      compiled = { name: `parts_${hash52(`${schema}\u0000${numbered}`).toString(36)}`, text: numbered };
      texts.set(text, compiled);
    }
    return compiled;
  };
  return {
    dialect: 'postgres',
    table: (name) => `"${schema}".${name}`,
    all: async <T>(text: string, params: readonly unknown[]) => {
      const { name, text: numbered } = compile(text);
      const result = await pool.query({ name, text: numbered, values: params as unknown[] });
      return result.rows as T[];
    },
  };
}
