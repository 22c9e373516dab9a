import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import type { PartRecord } from '../schema';
import { partRow, pinoutRow } from './rows';
import { SECONDARY_INDEXES, type PartTable } from './tables';

export interface LoadProgress {
  phase: 'load' | 'index' | 'keywords' | 'analyze' | 'statistics' | 'done';
  loaded: number;
  detail?: string;
}

export interface LoadOptions {
  /**
   * Called about every 100,000 records with the number loaded so far, then at the start of
   * each later phase (`index` once per index, with its name in `detail`) and at the end.
   */
  onProgress?: (event: LoadProgress) => void;
  /** Date for records without `updatedAt` (YYYY-MM-DD); today by default. */
  today?: string;
}

export interface LoadResult {
  loaded: number;
  /** Records dropped because another record had the same brand and normalized part number. */
  duplicates: number;
  bulk: boolean;
}

const COLUMNS: (keyof PartTable)[] = [
  'id',
  'mpn',
  'mpn_norm',
  'family_norm',
  'brand_id',
  'category',
  'origin',
  'package_norm',
  'pin_hash',
  'func_hash',
  'primary_value',
  'pinout_id',
  'attributes',
  'params',
  'lifecycle',
  'aec',
  'datasheet_url',
  'description',
  'updated_at',
  'demo',
];
const PROGRESS_EVERY = 100_000;
const SQLITE_COMMIT_EVERY = 50_000;

const todayIso = () => new Date().toISOString().slice(0, 10);
const keywordBody = (r: Pick<PartTable, 'mpn' | 'description'>, brandName: string) =>
  `${r.mpn} ${r.description} ${brandName}`;

/** Load into SQLite: prepared statements in large transactions, indexes and keyword index after a bulk load. */
export async function loadSqlite(
  db: BetterSqlite3.Database,
  records: Iterable<PartRecord> | AsyncIterable<PartRecord>,
  options: LoadOptions,
): Promise<LoadResult> {
  const today = options.today ?? todayIso();
  const progress = options.onProgress ?? (() => undefined);
  const bulk = (db.prepare('SELECT count(*) AS n FROM part').get() as { n: number }).n === 0;
  const brandIds = new Map<string, number>(
    (db.prepare('SELECT id, code FROM brand').all() as { id: number; code: string }[]).map((b) => [
      b.code,
      b.id,
    ]),
  );
  const brandNames = new Map<string, string>();
  const pinoutIds = new Set<number>(
    (db.prepare('SELECT id FROM pinout').all() as { id: number }[]).map((p) => p.id),
  );
  let nextId = ((db.prepare('SELECT max(id) AS m FROM part').get() as { m: number | null }).m ?? 0) + 1;

  if (bulk) {
    for (const index of SECONDARY_INDEXES) db.exec(`DROP INDEX IF EXISTS ${index.name}`);
    db.exec('DELETE FROM part_fts');
  }
  // Durability is not needed while loading: a failed load is simply run again.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1048576');
  const placeholders = COLUMNS.map(() => '?').join(', ');
  const insert = db.prepare(`INSERT INTO part (${COLUMNS.join(', ')}) VALUES (${placeholders})`);
  if (!bulk) db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS part_mpn_norm ON part (mpn_norm, brand_id)`);
  const upsert = bulk
    ? null
    : db.prepare(
        `INSERT INTO part (${COLUMNS.join(', ')}) VALUES (${placeholders}) ON CONFLICT (mpn_norm, brand_id) DO UPDATE SET ${COLUMNS.filter(
          (c) => c !== 'id',
        )
          .map((c) => `${c} = excluded.${c}`)
          .join(', ')} RETURNING id`,
      );
  const insertBrand = db.prepare(
    'INSERT INTO brand (code, name, origin) VALUES (?, ?, ?) ON CONFLICT (code) DO UPDATE SET name = excluded.name RETURNING id',
  );
  const insertPinout = db.prepare('INSERT OR IGNORE INTO pinout (id, package, pins) VALUES (?, ?, ?)');
  const ftsDelete = db.prepare('DELETE FROM part_fts WHERE rowid = ?');
  const ftsInsert = db.prepare('INSERT INTO part_fts (rowid, body) VALUES (?, ?)');

  let loaded = 0;
  db.exec('BEGIN');
  try {
    for await (const record of records) {
      let brandId = brandIds.get(record.brand);
      if (brandId === undefined) {
        brandId = (insertBrand.get(record.brand, record.brandName, record.origin) as { id: number }).id;
        brandIds.set(record.brand, brandId);
      }
      brandNames.set(record.brand, record.brandName);
      const pinout = pinoutRow(record);
      if (!pinoutIds.has(pinout.id)) {
        insertPinout.run(pinout.id, pinout.package, pinout.pins);
        pinoutIds.add(pinout.id);
      }
      const row = partRow(record, nextId, brandId, pinout.id, today);
      const values = COLUMNS.map((c) => row[c]);
      if (bulk) {
        insert.run(values);
        nextId++;
      } else {
        const { id } = upsert!.get(values) as { id: number };
        if (id === nextId) nextId++;
        ftsDelete.run(id);
        ftsInsert.run(id, keywordBody(row, record.brandName));
      }
      loaded++;
      if (loaded % SQLITE_COMMIT_EVERY === 0) {
        db.exec('COMMIT');
        db.exec('BEGIN');
      }
      if (loaded % PROGRESS_EVERY === 0) progress({ phase: 'load', loaded });
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    db.pragma('synchronous = NORMAL');
    throw error;
  }

  let duplicates = 0;
  if (bulk) {
    db.pragma('threads = 2');
    for (const index of SECONDARY_INDEXES) {
      progress({ phase: 'index', loaded, detail: index.name });
      const create = () =>
        db.exec(
          `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${index.name} ON ${index.sqlite}`,
        );
      try {
        create();
      } catch (error) {
        if (!index.unique || !/UNIQUE/.test(String(error))) throw error;
        duplicates = db
          .prepare('DELETE FROM part WHERE id NOT IN (SELECT min(id) FROM part GROUP BY mpn_norm, brand_id)')
          .run().changes;
        create();
      }
    }
    progress({ phase: 'keywords', loaded });
    db.exec(
      `INSERT INTO part_fts (rowid, body) SELECT p.id, p.mpn || ' ' || p.description || ' ' || b.name FROM part p JOIN brand b ON b.id = p.brand_id`,
    );
    progress({ phase: 'analyze', loaded });
    db.exec('ANALYZE');
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -65536');
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { loaded: loaded - duplicates, duplicates, bulk };
}

const PG_BATCH = 500;

/** Load into PostgreSQL: multi-row inserts of 500 records per statement, indexes after a bulk load. */
export async function loadPostgres(
  pool: pg.Pool,
  schema: string,
  records: Iterable<PartRecord> | AsyncIterable<PartRecord>,
  options: LoadOptions,
): Promise<LoadResult> {
  const today = options.today ?? todayIso();
  const progress = options.onProgress ?? (() => undefined);
  const s = `"${schema}"`;
  const client = await pool.connect();
  try {
    const bulk = Number((await client.query(`SELECT count(*) AS n FROM ${s}.part`)).rows[0].n) === 0;
    const brandIds = new Map<string, number>(
      (await client.query(`SELECT id, code FROM ${s}.brand`)).rows.map((b: { id: number; code: string }) => [
        b.code,
        b.id,
      ]),
    );
    const pinoutIds = new Set<number>(
      (await client.query(`SELECT id FROM ${s}.pinout`)).rows.map((p: { id: number }) => Number(p.id)),
    );
    let nextId =
      Number((await client.query(`SELECT coalesce(max(id), 0) AS m FROM ${s}.part`)).rows[0].m) + 1;
    if (bulk) {
      for (const index of SECONDARY_INDEXES) await client.query(`DROP INDEX IF EXISTS ${s}.${index.name}`);
      await client.query(`DROP INDEX IF EXISTS ${s}.part_keywords`);
    } else {
      // Upserts need the unique key even if an earlier bulk load stopped before its indexes.
      await client.query(`CREATE UNIQUE INDEX IF NOT EXISTS part_mpn_norm ON ${s}.part (mpn_norm, brand_id)`);
    }
    const conflict = bulk
      ? ''
      : ` ON CONFLICT (mpn_norm, brand_id) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'id')
          .map((c) => `${c} = excluded.${c}`)
          .join(', ')}`;
    let batch: unknown[][] = [];
    const batchKeys = new Set<string>();
    const flush = async () => {
      batchKeys.clear();
      if (batch.length === 0) return;
      const params: unknown[] = [];
      const tuples = batch.map((values) => `(${values.map((v) => `$${params.push(v)}`).join(', ')})`);
      await client.query(
        `INSERT INTO ${s}.part (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}${conflict}`,
        params,
      );
      batch = [];
    };
    let loaded = 0;
    await client.query('BEGIN');
    for await (const record of records) {
      let brandId = brandIds.get(record.brand);
      if (brandId === undefined) {
        const r = await client.query(
          `INSERT INTO ${s}.brand (code, name, origin) VALUES ($1, $2, $3) ON CONFLICT (code) DO UPDATE SET name = excluded.name RETURNING id`,
          [record.brand, record.brandName, record.origin],
        );
        brandId = r.rows[0].id as number;
        brandIds.set(record.brand, brandId);
      }
      const pinout = pinoutRow(record);
      if (!pinoutIds.has(pinout.id)) {
        await client.query(
          `INSERT INTO ${s}.pinout (id, package, pins) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [pinout.id, pinout.package, pinout.pins],
        );
        pinoutIds.add(pinout.id);
      }
      const row = partRow(record, nextId++, brandId, pinout.id, today);
      // One statement cannot upsert the same key twice; flush before a repeat within a batch.
      const key = `${brandId}:${row.mpn_norm}`;
      if (batchKeys.has(key)) await flush();
      batchKeys.add(key);
      batch.push(COLUMNS.map((c) => row[c]));
      if (batch.length >= PG_BATCH) await flush();
      loaded++;
      if (loaded % PROGRESS_EVERY === 0) progress({ phase: 'load', loaded });
    }
    await flush();
    await client.query('COMMIT');
    let duplicates = 0;
    if (bulk) {
      for (const index of SECONDARY_INDEXES) {
        progress({ phase: 'index', loaded, detail: index.name });
        const create = () =>
          client.query(
            `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${index.name} ON ${s}.${index.postgres}`,
          );
        try {
          await create();
        } catch (error) {
          if (!index.unique || (error as { code?: string }).code !== '23505') throw error;
          duplicates =
            (
              await client.query(
                `DELETE FROM ${s}.part WHERE id NOT IN (SELECT min(id) FROM ${s}.part GROUP BY mpn_norm, brand_id)`,
              )
            ).rowCount ?? 0;
          await create();
        }
      }
      progress({ phase: 'keywords', loaded });
      await client.query(
        `CREATE INDEX IF NOT EXISTS part_keywords ON ${s}.part USING gin (to_tsvector('simple', mpn || ' ' || description))`,
      );
      // VACUUM also sets the visibility map (index-only scans for the candidate windows and
      // counts) and the hint bits, which the first readers would otherwise write.
      progress({ phase: 'analyze', loaded });
      await client.query(`VACUUM (ANALYZE) ${s}.part`);
    }
    return { loaded: loaded - duplicates, duplicates, bulk };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
