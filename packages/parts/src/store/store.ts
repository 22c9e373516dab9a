import fs from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type pg from 'pg';
import { CATEGORIES } from '../categories';
import { normalizePackage } from '../normalize';
import type { PartRecord } from '../schema';
import { loadPostgres, loadSqlite, type LoadOptions, type LoadResult } from './load';
import { fromRow, loadPinout, parsePublicId, type LoadedPinout, type StoredPart } from './rows';
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

type PartQuery = SelectQueryBuilder<PartsDatabase, 'part', object>;

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
  private brands = new Map<number, { code: string; name: string }>();
  private brandIds = new Map<string, number>();
  private pinouts = new Map<number, LoadedPinout>();

  constructor(handles: Handles) {
    this.handles = handles;
    this.dialect = handles.dialect;
    this.db = handles.db;
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
    await this.refreshStats();
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
    const rows = await this.db.selectFrom('brand').select(['id', 'code', 'name']).execute();
    for (const r of rows) {
      this.brands.set(r.id, { code: r.code, name: r.name });
      this.brandIds.set(r.code, r.id);
    }
  }

  async brandList(): Promise<{ code: string; name: string }[]> {
    await this.loadBrands();
    return [...this.brands.values()].sort((a, b) => a.code.localeCompare(b.code));
  }

  private async hydrate(rows: PartTable[]): Promise<StoredPart[]> {
    await this.loadBrands();
    const missing = [...new Set(rows.map((r) => r.pinout_id).filter((id) => !this.pinouts.has(id)))];
    if (missing.length > 0) {
      for (const p of await this.db.selectFrom('pinout').selectAll().where('id', 'in', missing).execute())
        this.pinouts.set(Number(p.id), loadPinout(p));
    }
    return rows.map((r) =>
      fromRow(r, this.brands.get(r.brand_id) ?? { code: '?', name: '?' }, this.pinouts.get(r.pinout_id)!),
    );
  }

  private filtered(query: PartQuery, filters: SearchFilters): PartQuery | null {
    let q = query;
    if (filters.category) q = q.where('category', '=', filters.category);
    if (filters.brand) {
      const id = this.brandIds.get(filters.brand);
      if (id === undefined) return null;
      q = q.where('brand_id', '=', id);
    }
    if (filters.package) q = q.where('package_norm', '=', normalizePackage(filters.package));
    if (filters.aec === 'any') q = q.where('aec', 'is not', null);
    else if (filters.aec === 'none') q = q.where('aec', 'is', null);
    else if (filters.aec) q = q.where('aec', '=', filters.aec);
    if (filters.origin === 'intl') q = q.where('origin', '<>', 'CN');
    else if (filters.origin) q = q.where('origin', '=', filters.origin);
    return q;
  }

  private async run(
    base: PartQuery,
    filters: SearchFilters,
    page: Page,
    order: 'mpn' | 'id',
  ): Promise<Found> {
    await this.loadBrands();
    const q = this.filtered(base, filters);
    if (!q) return { parts: [], total: 0, totalCapped: false };
    const ordered = order === 'mpn' ? q.orderBy('mpn_norm').orderBy('brand_id') : q.orderBy('id');
    const rows = await ordered.selectAll().limit(page.limit).offset(page.offset).execute();
    const counted = await this.db
      .selectFrom(
        q
          .select('id')
          .limit(COUNT_CAP + 1)
          .as('t'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(counted.n);
    return {
      parts: await this.hydrate(rows as PartTable[]),
      total: Math.min(n, COUNT_CAP),
      totalCapped: n > COUNT_CAP,
    };
  }

  exact(mpnNorm: string, filters: SearchFilters, page: Page): Promise<Found> {
    return this.run(this.db.selectFrom('part').where('mpn_norm', '=', mpnNorm), filters, page, 'mpn');
  }

  /** Prefix as a B-tree range: every normalized number starting with p sorts in [p, p + '['), '[' following 'Z'. */
  prefix(prefix: string, filters: SearchFilters, page: Page): Promise<Found> {
    const q = this.db.selectFrom('part').where('mpn_norm', '>=', prefix).where('mpn_norm', '<', `${prefix}[`);
    return this.run(q, filters, page, 'mpn');
  }

  family(family: string, filters: SearchFilters, page: Page): Promise<Found> {
    return this.run(this.db.selectFrom('part').where('family_norm', '=', family), filters, page, 'mpn');
  }

  browse(filters: SearchFilters, page: Page): Promise<Found> {
    return this.run(this.db.selectFrom('part'), filters, page, 'id');
  }

  /** The longest of the given families that exists. */
  async longestFamily(candidates: string[]): Promise<string | null> {
    if (candidates.length === 0) return null;
    const rows = await this.db
      .selectFrom('part')
      .select('family_norm')
      .where('family_norm', 'in', candidates)
      .groupBy('family_norm')
      .execute();
    return rows.map((r) => r.family_norm).sort((a, b) => b.length - a.length)[0] ?? null;
  }

  async hasPrefix(prefix: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('part')
      .select('id')
      .where('mpn_norm', '>=', prefix)
      .where('mpn_norm', '<', `${prefix}[`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every word must occur (as a word prefix) in the part number or the description. */
  async keyword(words: string[], filters: SearchFilters, page: Page): Promise<Found> {
    if (words.length === 0) return { parts: [], total: 0, totalCapped: false };
    const base =
      this.dialect === 'sqlite'
        ? this.db
            .selectFrom('part')
            .where(
              sql<boolean>`id IN (SELECT rowid FROM part_fts WHERE part_fts MATCH ${words.map((w) => `"${w}"*`).join(' AND ')} ORDER BY rowid LIMIT ${page.offset + page.limit + COUNT_CAP * 20})`,
            )
        : this.db
            .selectFrom('part')
            .where(
              sql<boolean>`to_tsvector('simple', mpn || ' ' || description) @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`,
            );
    return this.run(base, filters, page, 'id');
  }

  async getById(id: string): Promise<StoredPart | null> {
    const parsed = parsePublicId(id);
    if (!parsed) return null;
    await this.loadBrands();
    const brandId = this.brandIds.get(parsed.brand);
    if (brandId === undefined) return null;
    const row = await this.db
      .selectFrom('part')
      .selectAll()
      .where('mpn_norm', '=', parsed.mpnNorm)
      .where('brand_id', '=', brandId)
      .executeTakeFirst();
    return row ? (await this.hydrate([row as PartTable]))[0] : null;
  }

  /**
   * Candidates for the substitute engine: up to `perSide` parts on each side of the
   * original's primary parameter, pin-to-pin (same function and pin signature) or, for
   * grade D, the same function with another pinout. Each side is one index range scan.
   */
  async candidates(part: StoredPart, perSide: number, pinToPin: boolean): Promise<StoredPart[]> {
    const base = () => {
      const q = this.db
        .selectFrom('part')
        .selectAll()
        .where('func_hash', '=', part.funcHash)
        .where('id', '<>', part.rowId);
      return pinToPin ? q.where('pin_hash', '=', part.pinHash) : q.where('pin_hash', '<>', part.pinHash);
    };
    const [up, down] = await Promise.all([
      base()
        .where('primary_value', '>=', part.primaryValue)
        .orderBy('primary_value')
        .orderBy('id')
        .limit(perSide)
        .execute(),
      base()
        .where('primary_value', '<', part.primaryValue)
        .orderBy('primary_value', 'desc')
        .orderBy('id', 'desc')
        .limit(perSide)
        .execute(),
    ]);
    return this.hydrate([...up, ...down] as PartTable[]);
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
