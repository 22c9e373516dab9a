import fs from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { CATEGORIES } from '../categories';
import { normalizePackage } from '../normalize';
import type { PartRecord } from '../schema';
import { loadPostgres, loadSqlite, type LoadOptions, type LoadResult } from './load';
import {
  CANDIDATE_COLUMNS,
  candidateFromRow,
  fromRow,
  loadPinout,
  parsePublicId,
  type CandidatePart,
  type CandidateRow,
  type LoadedPinout,
  type StoredPart,
} from './rows';
import { PG_KEYWORD_EXPR } from './ddl';
import { postgresRunner, sqliteRunner, type SqlRunner } from './sql';
import type { PartsDatabase, PartTable } from './tables';

export interface SearchFilters {
  category?: string;
  brand?: string;
  package?: string;
  /** `any` (any AEC-Q), `none`, or one grade such as `Q100-1`. */
  aec?: string;
  /** Two-letter country, or `intl` for every maker outside China. */
  origin?: string;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface Found {
  parts: StoredPart[];
  total: number;
  /** True when `total` stopped counting at COUNT_CAP. */
  totalCapped: boolean;
}

export interface PartsStats {
  parts: number;
  datasheets: number;
  brands: number;
  /** Unordered pairs of distinct parts that are pin-to-pin with the same function. */
  replacementPairs: number;
  /** Parts with at least one pin-to-pin substitute. */
  partsWithSubstitutes: number;
  categories: Record<string, number>;
  updatedOn: string | null;
}

/** Counting stops here: a reader needs "over 1,000", not an exact figure that costs a scan. */
export const COUNT_CAP = 1000;

/**
 * PostgreSQL keyword search first looks for its page among this many parts in id order;
 * about 2 µs a part for a word they do not hold, 15 for one they do (loaded machine).
 */
export const KEYWORD_WINDOW = 2000;

/**
 * The distinct pinout groups (pin hashes) of a function, one index seek each: a skip scan
 * over `part_pin_window`, cheap because a function has few pinouts. Every step is the same
 * range seek `func_hash = ? AND pin_hash > previous`, starting below every hash (hashes are
 * not negative), so no planner picks another index and sorts the group. Parameter: the
 * function hash. Defines the CTE `g(h)`; its first row is -1 and its last NULL.
 */
const PIN_GROUPS_CTE = (part: string) =>
  `g(h) AS (SELECT CAST(-1 AS bigint) UNION ALL SELECT (SELECT pin_hash FROM ${part} ` +
  `WHERE func_hash = ? AND pin_hash > g.h ORDER BY pin_hash LIMIT 1) FROM g WHERE g.h IS NOT NULL)`;

/** Rows of `g` that are groups other than the original's (parameter: its pin hash). */
const OTHER_GROUPS = 'SELECT h FROM g WHERE h IS NOT NULL AND h >= 0 AND h <> ?';

interface Handles {
  dialect: 'sqlite' | 'postgres';
  db: Kysely<PartsDatabase>;
  sqlite?: BetterSqlite3.Database;
  file?: string;
  pool?: pg.Pool;
  schema?: string;
}

export class PartsStore {
  readonly dialect: 'sqlite' | 'postgres';
  readonly db: Kysely<PartsDatabase>;
  private readonly handles: Handles;
  private brands = new Map<number, { code: string; name: string; origin: string }>();
  private brandIds = new Map<string, number>();
  private pinouts = new Map<number, LoadedPinout>();
  /** Prepared statements of the request paths. */
  private readonly sql: SqlRunner;

  constructor(handles: Handles) {
    this.handles = handles;
    this.dialect = handles.dialect;
    this.db = handles.db;
    this.sql =
      handles.dialect === 'sqlite'
        ? sqliteRunner(handles.sqlite!)
        : postgresRunner(handles.pool!, handles.schema!);
  }

  /** Raw handles for bulk loading and the benchmark's baseline queries. */
  get raw(): Handles {
    return this.handles;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('part')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Parts that are not generated demo data. */
  async realCount(): Promise<number> {
    const row = await this.db
      .selectFrom('part')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('demo', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getMeta(key: string): Promise<string | null> {
    const row = await this.db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value ?? null;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** Removes every part, maker, pinout and figure (a rebuild of demo data). */
  async clear(): Promise<void> {
    if (this.dialect === 'sqlite') this.handles.sqlite!.exec('DELETE FROM part_fts');
    for (const table of ['part', 'pinout', 'brand', 'meta'] as const)
      await this.db.deleteFrom(table).execute();
    this.brands.clear();
    this.brandIds.clear();
    this.pinouts.clear();
  }

  /** Loads records: bulk (indexes after the data) into an empty store, upsert by brand and part number otherwise. */
  async load(
    records: Iterable<PartRecord> | AsyncIterable<PartRecord>,
    options: LoadOptions = {},
  ): Promise<LoadResult> {
    const result =
      this.dialect === 'sqlite'
        ? await loadSqlite(this.handles.sqlite!, records, options)
        : await loadPostgres(this.handles.pool!, this.handles.schema!, records, options);
    this.brands.clear();
    this.brandIds.clear();
    options.onProgress?.({ phase: 'statistics', loaded: result.loaded });
    await this.refreshStats();
    options.onProgress?.({ phase: 'done', loaded: result.loaded });
    return result;
  }

  /** Database size in bytes (file size for SQLite, relation sizes for PostgreSQL). */
  async sizeBytes(): Promise<number> {
    if (this.dialect === 'sqlite') {
      const file = this.handles.file!;
      if (file === ':memory:') return 0;
      return [file, `${file}-wal`].reduce((sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
    }
    const r = await sql<{
      n: number;
    }>`SELECT sum(pg_total_relation_size(c.oid))::bigint AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = ${this.handles.schema} AND c.relkind = 'r'`.execute(
      this.db,
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  private async loadBrands(): Promise<void> {
    if (this.brands.size > 0) return;
    const rows = await this.db.selectFrom('brand').select(['id', 'code', 'name', 'origin']).execute();
    for (const r of rows) {
      this.brands.set(r.id, { code: r.code, name: r.name, origin: r.origin });
      this.brandIds.set(r.code, r.id);
    }
  }

  /** Every maker of the stored parts, by name (then code), for the search filter. */
  async brandList(): Promise<{ code: string; name: string; origin: string }[]> {
    await this.loadBrands();
    return [...this.brands.values()]
      .map(({ code, name, origin }) => ({ code, name, origin }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }

  private async hydrate(rows: PartTable[]): Promise<StoredPart[]> {
    if (rows.length === 0) return [];
    await this.loadBrands();
    await this.loadPinouts(rows);
    return rows.map((r) => {
      const brand = this.brands.get(r.brand_id);
      return fromRow(
        r,
        brand ? { code: brand.code, name: brand.name } : { code: '?', name: '?' },
        this.pinouts.get(r.pinout_id)!,
      );
    });
  }

  /** Pin lists are shared by many parts: each is read once and kept. */
  private async loadPinouts(rows: { pinout_id: number }[]): Promise<void> {
    const missing = [...new Set(rows.map((r) => r.pinout_id).filter((id) => !this.pinouts.has(id)))];
    if (missing.length === 0) return;
    for (const p of await this.db.selectFrom('pinout').selectAll().where('id', 'in', missing).execute())
      this.pinouts.set(Number(p.id), loadPinout(p));
  }

  /** Conditions of the filters, or null when they cannot match (unknown brand). */
  private filterSql(filters: SearchFilters): { conditions: string[]; params: unknown[] } | null {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, ...values: unknown[]) => {
      conditions.push(condition);
      params.push(...values);
    };
    if (filters.category) add('category = ?', filters.category);
    if (filters.brand) {
      const id = this.brandIds.get(filters.brand);
      if (id === undefined) return null;
      add('brand_id = ?', id);
    }
    if (filters.package) add('package_norm = ?', normalizePackage(filters.package));
    if (filters.aec === 'any') add('aec IS NOT NULL');
    else if (filters.aec === 'none') add('aec IS NULL');
    else if (filters.aec) add('aec = ?', filters.aec);
    if (filters.origin === 'intl') add("origin <> 'CN'");
    else if (filters.origin) add('origin = ?', filters.origin);
    return { conditions, params };
  }

  /**
   * One page in the given order, and the number of matches counted up to COUNT_CAP. A page
   * that is not full already tells the total, so the count runs only behind a full page
   * (or an empty page past the first).
   */
  private async run(
    condition: string,
    conditionParams: unknown[],
    filters: SearchFilters,
    page: Page,
    order: 'mpn' | 'id',
  ): Promise<Found> {
    await this.loadBrands();
    const f = this.filterSql(filters);
    if (!f) return { parts: [], total: 0, totalCapped: false };
    const where = [condition, ...f.conditions].filter(Boolean).join(' AND ') || '1 = 1';
    const params = [...conditionParams, ...f.params];
    const part = this.sql.table('part');
    // By part number, real parts come first: the first `offset + limit` real ones (from
    // their own small index) and as many generated ones, in one bounded sort.
    const upTo = page.offset + page.limit;
    const rows =
      order === 'mpn'
        ? await this.sql.all<PartTable>(
            `SELECT * FROM (SELECT * FROM ${part} WHERE demo = 0 AND ${where} ORDER BY mpn_norm, brand_id LIMIT ?) AS r ` +
              `UNION ALL SELECT * FROM (SELECT * FROM ${part} WHERE demo = 1 AND ${where} ORDER BY mpn_norm, brand_id LIMIT ?) AS g ` +
              `ORDER BY demo, mpn_norm, brand_id LIMIT ? OFFSET ?`,
            [...params, upTo, ...params, upTo, page.limit, page.offset],
          )
        : await this.sql.all<PartTable>(`SELECT * FROM ${part} WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`, [
            ...params,
            page.limit,
            page.offset,
          ]);
    let n: number;
    if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) n = page.offset + rows.length;
    else {
      const [counted] = await this.sql.all<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT 1 AS one FROM ${part} WHERE ${where} LIMIT ?) AS t`,
        [...params, COUNT_CAP + 1],
      );
      n = Number(counted.n);
    }
    return {
      parts: await this.hydrate(rows),
      total: Math.min(n, COUNT_CAP),
      totalCapped: n > COUNT_CAP,
    };
  }

  exact(mpnNorm: string, filters: SearchFilters, page: Page): Promise<Found> {
    return this.run('mpn_norm = ?', [mpnNorm], filters, page, 'mpn');
  }

  /** Prefix as a B-tree range: every normalized number starting with p sorts in [p, p + '['), '[' following 'Z'. */
  prefix(prefix: string, filters: SearchFilters, page: Page): Promise<Found> {
    return this.run('mpn_norm >= ? AND mpn_norm < ?', [prefix, `${prefix}[`], filters, page, 'mpn');
  }

  family(family: string, filters: SearchFilters, page: Page): Promise<Found> {
    return this.run('family_norm = ?', [family], filters, page, 'mpn');
  }

  browse(filters: SearchFilters, page: Page): Promise<Found> {
    return this.run('', [], filters, page, 'id');
  }

  /** The longest of the given families that exists. */
  async longestFamily(candidates: string[]): Promise<string | null> {
    if (candidates.length === 0) return null;
    const rows = await this.sql.all<{ family_norm: string }>(
      `SELECT DISTINCT family_norm FROM ${this.sql.table('part')} WHERE family_norm IN (${candidates.map(() => '?').join(', ')})`,
      candidates,
    );
    return rows.map((r) => r.family_norm).sort((a, b) => b.length - a.length)[0] ?? null;
  }

  async hasPrefix(prefix: string): Promise<boolean> {
    const rows = await this.sql.all(
      `SELECT 1 AS one FROM ${this.sql.table('part')} WHERE mpn_norm >= ? AND mpn_norm < ? LIMIT 1`,
      [prefix, `${prefix}[`],
    );
    return rows.length > 0;
  }

  /** Every word must occur (as a word prefix) in the part number or the description. */
  async keyword(words: string[], filters: SearchFilters, page: Page): Promise<Found> {
    if (words.length === 0) return { parts: [], total: 0, totalCapped: false };
    return this.dialect === 'sqlite'
      ? this.run(
          'id IN (SELECT rowid FROM part_fts WHERE part_fts MATCH ? ORDER BY rowid LIMIT ?)',
          [words.map((w) => `"${w}"*`).join(' AND '), page.offset + page.limit + COUNT_CAP * 20],
          filters,
          page,
          'id',
        )
      : this.keywordPostgres(words, filters, page);
  }

  /**
   * PostgreSQL keyword search, bounded for common words. The keyword index (GIN) gives its
   * matches in no useful order: the first page by id meant reading and sorting every match
   * (about a second for a word in a third of a million parts), and the planner's word
   * statistics do not see part-number prefixes. So the first KEYWORD_WINDOW parts are read
   * in id order first (a substring test on the lower-cased text before the tsvector match,
   * which implies it): when they hold the page, it is the same page as over all matches,
   * and the count is what they hold, at most COUNT_CAP, marked as a lower bound unless the
   * window covered every part. Words rare among the first parts go through the index.
   */
  private async keywordPostgres(words: string[], filters: SearchFilters, page: Page): Promise<Found> {
    await this.loadBrands();
    const f = this.filterSql(filters);
    if (!f) return { parts: [], total: 0, totalCapped: false };
    const match = `${PG_KEYWORD_EXPR} @@ to_tsquery('simple', ?)`;
    const tsquery = words.map((w) => `${w}:*`).join(' & ');
    const P = this.sql.table('part');
    // Words are letters and digits only (keywordWords): no LIKE wildcards to escape.
    const like = words.map(() => `lower(mpn || ' ' || description) LIKE ?`);
    const ids = await this.sql.all<{ id: number }>(
      `SELECT id FROM (SELECT * FROM ${P} ORDER BY id LIMIT ?) AS w WHERE ${[...like, match, ...f.conditions].join(' AND ')} ORDER BY id LIMIT ?`,
      [KEYWORD_WINDOW, ...words.map((w) => `%${w}%`), tsquery, ...f.params, COUNT_CAP + 1],
    );
    if (ids.length < page.offset + page.limit) return this.run(match, [tsquery], filters, page, 'id');
    const n = ids.length;
    const beyond =
      n <= COUNT_CAP &&
      (await this.sql.all(`SELECT id FROM ${P} ORDER BY id LIMIT 1 OFFSET ?`, [KEYWORD_WINDOW])).length > 0;
    return {
      parts: await this.partsByRowIds(ids.slice(page.offset, page.offset + page.limit).map((r) => r.id)),
      total: Math.min(n, COUNT_CAP),
      totalCapped: n > COUNT_CAP || beyond,
    };
  }

  async getById(id: string): Promise<StoredPart | null> {
    const parsed = parsePublicId(id);
    if (!parsed) return null;
    await this.loadBrands();
    const brandId = this.brandIds.get(parsed.brand);
    if (brandId === undefined) return null;
    const rows = await this.sql.all<PartTable>(
      `SELECT * FROM ${this.sql.table('part')} WHERE mpn_norm = ? AND brand_id = ?`,
      [parsed.mpnNorm, brandId],
    );
    return rows.length > 0 ? (await this.hydrate(rows))[0] : null;
  }

  /** Full parts by storage id, in the order given (ids not found are left out). */
  async partsByRowIds(ids: number[]): Promise<StoredPart[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.all<PartTable>(
      `SELECT * FROM ${this.sql.table('part')} WHERE ${this.idIn()}`,
      [this.idList(ids)],
    );
    const byId = new Map((await this.hydrate(rows)).map((p) => [p.rowId, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is StoredPart => p !== undefined);
  }

  /** `id` in one array parameter: one statement text whatever the number of ids. */
  private idIn(): string {
    return this.dialect === 'sqlite' ? 'id IN (SELECT value FROM json_each(?))' : 'id = ANY(?::integer[])';
  }

  private idList(ids: number[]): unknown {
    return this.dialect === 'sqlite' ? JSON.stringify(ids) : ids;
  }

  /**
   * Candidates for the substitute engine: up to `perSide` parts on each side of the
   * original's primary parameter, ordered by (primary value, storage id) away from it.
   * Pin-to-pin: the original's own pinout group, two range scans of `part_pin_window`.
   * Grade D (same function, another pinout): the nearest `perSide` on each side among the
   * other pinout groups of the function, found group by group in the same index (a skip
   * scan lists the groups), so the original's group, however large, is never read.
   * Only the columns grading needs are read (`partsByRowIds` gives the full parts).
   */
  async candidates(part: CandidatePart, perSide: number, pinToPin: boolean): Promise<CandidatePart[]> {
    const P = this.sql.table('part');
    if (pinToPin) {
      const side = (cmp: string, dir: string) =>
        `SELECT ${CANDIDATE_COLUMNS} FROM ${P} WHERE func_hash = ? AND pin_hash = ? AND primary_value ${cmp} ? AND id <> ? ORDER BY primary_value ${dir}, id ${dir} LIMIT ?`;
      const params = [part.funcHash, part.pinHash, part.primaryValue, part.rowId, perSide];
      const rows = await this.sql.all<CandidateRow>(
        `SELECT * FROM (${side('>=', 'ASC')}) AS up UNION ALL SELECT * FROM (${side('<', 'DESC')}) AS down`,
        [...params, ...params],
      );
      return this.candidateParts(rows);
    }
    if (this.dialect === 'postgres') {
      const side = (cmp: string, dir: string) =>
        `SELECT w.id FROM o CROSS JOIN LATERAL (SELECT id, primary_value FROM ${P} WHERE func_hash = ? AND pin_hash = o.h AND primary_value ${cmp} ? ORDER BY primary_value ${dir}, id ${dir} LIMIT ?) AS w ORDER BY w.primary_value ${dir}, w.id ${dir} LIMIT ?`;
      const sideParams = [part.funcHash, part.primaryValue, perSide, perSide];
      const rows = await this.sql.all<CandidateRow>(
        `WITH RECURSIVE ${PIN_GROUPS_CTE(P)}, o AS (${OTHER_GROUPS}), ` +
          `up AS (${side('>=', 'ASC')}), down AS (${side('<', 'DESC')}) ` +
          `SELECT ${CANDIDATE_COLUMNS} FROM ${P} WHERE id IN (SELECT id FROM up UNION ALL SELECT id FROM down)`,
        [part.funcHash, part.pinHash, ...sideParams, ...sideParams],
      );
      return this.candidateParts(rows);
    }
    // SQLite has no LATERAL: the groups are listed first, then each group's windows are
    // read with one cached statement per side (measured faster than one compound statement,
    // which SQLite merges through temporary sort trees) and the nearest kept.
    const groups = await this.sql.all<{ h: number }>(`WITH RECURSIVE ${PIN_GROUPS_CTE(P)} ${OTHER_GROUPS}`, [
      part.funcHash,
      part.pinHash,
    ]);
    if (groups.length === 0) return [];
    const window = async (cmp: string, dir: 'ASC' | 'DESC') => {
      const found: { id: number; primary_value: number }[] = [];
      for (const { h } of groups)
        found.push(
          ...(await this.sql.all<{ id: number; primary_value: number }>(
            `SELECT id, primary_value FROM ${P} WHERE func_hash = ? AND pin_hash = ? AND primary_value ${cmp} ? ORDER BY primary_value ${dir}, id ${dir} LIMIT ?`,
            [part.funcHash, h, part.primaryValue, perSide],
          )),
        );
      const sign = dir === 'ASC' ? 1 : -1;
      found.sort((a, b) => sign * (a.primary_value - b.primary_value || a.id - b.id));
      return found.slice(0, perSide).map((r) => r.id);
    };
    const ids = [...(await window('>=', 'ASC')), ...(await window('<', 'DESC'))];
    if (ids.length === 0) return [];
    const rows = await this.sql.all<CandidateRow>(
      `SELECT ${CANDIDATE_COLUMNS} FROM ${P} WHERE ${this.idIn()}`,
      [this.idList(ids)],
    );
    return this.candidateParts(rows);
  }

  private async candidateParts(rows: CandidateRow[]): Promise<CandidatePart[]> {
    await this.loadPinouts(rows);
    return rows.map((r) => candidateFromRow(r, this.pinouts.get(r.pinout_id)!));
  }

  async stats(): Promise<PartsStats> {
    const row = await this.db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'stats')
      .executeTakeFirst();
    if (row) return JSON.parse(row.value) as PartsStats;
    return this.refreshStats();
  }

  /** Recomputes the figures of the data-volume panel; two scans, run after every load. */
  async refreshStats(): Promise<PartsStats> {
    const perCategory = await this.db
      .selectFrom('part')
      .select((eb) => [
        'category',
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('datasheet_url').as('sheets'),
        eb.fn.max('updated_at').as('updated'),
      ])
      .groupBy('category')
      .execute();
    const groups = await this.db
      .selectFrom(
        this.db
          .selectFrom('part')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .groupBy(['func_hash', 'pin_hash'])
          .as('g'),
      )
      .select([
        sql<number>`coalesce(sum(n * (n - 1) / 2), 0)`.as('pairs'),
        sql<number>`coalesce(sum(CASE WHEN n > 1 THEN n ELSE 0 END), 0)`.as('with_subs'),
      ])
      .executeTakeFirstOrThrow();
    const brands = await this.db.selectFrom('part').select('brand_id').distinct().execute();
    const categories: Record<string, number> = {};
    for (const code of Object.keys(CATEGORIES)) categories[code] = 0;
    let parts = 0;
    let datasheets = 0;
    let updatedOn: string | null = null;
    for (const r of perCategory) {
      categories[r.category] = Number(r.n);
      parts += Number(r.n);
      datasheets += Number(r.sheets);
      if (r.updated && (!updatedOn || String(r.updated) > updatedOn)) updatedOn = String(r.updated);
    }
    const stats: PartsStats = {
      parts,
      datasheets,
      brands: brands.length,
      replacementPairs: Number(groups.pairs),
      partsWithSubstitutes: Number(groups.with_subs),
      categories,
      updatedOn,
    };
    const value = JSON.stringify(stats);
    await this.db
      .insertInto('meta')
      .values({ key: 'stats', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return stats;
  }
}
