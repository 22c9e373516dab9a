import type { Generated } from 'kysely';

/** One row per part; JSON columns keep the per-category parts of a record. */
export interface PartTable {
  id: number;
  mpn: string;
  mpn_norm: string;
  family_norm: string;
  brand_id: number;
  category: string;
  origin: string;
  package_norm: string;
  /** Hash of normalized package plus pin functions: equal for pin-to-pin parts. */
  pin_hash: number;
  /** Hash of the category and function attributes: equal for parts doing the same job. */
  func_hash: number;
  /** The category's first key parameter; orders the substitute candidate window. */
  primary_value: number;
  pinout_id: number;
  attributes: string;
  params: string;
  lifecycle: string;
  aec: string | null;
  datasheet_url: string | null;
  description: string;
  updated_at: string;
  /** 1 for generated demo data, 0 for real parts (imported); real parts rank first. */
  demo: number;
}

export interface BrandTable {
  id: Generated<number>;
  code: string;
  name: string;
  origin: string;
}

/** Pin lists are shared by many parts, so they are stored once per package and names. */
export interface PinoutTable {
  id: number;
  package: string;
  pins: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface PartsDatabase {
  part: PartTable;
  brand: BrandTable;
  pinout: PinoutTable;
  meta: MetaTable;
}

/** Columns mpn_norm and family_norm use the C collation in PostgreSQL, so ranges follow bytes as in SQLite. */
export const SECONDARY_INDEXES: { name: string; sqlite: string; postgres: string; unique?: boolean }[] = [
  // Exact and prefix search: range scans on the normalized part number (C collation in PostgreSQL).
  {
    name: 'part_mpn_norm',
    sqlite: 'part (mpn_norm, brand_id)',
    postgres: 'part (mpn_norm, brand_id)',
    unique: true,
  },
  // Suffix-tolerant search: the family of the longest matching prefix.
  { name: 'part_family_norm', sqlite: 'part (family_norm)', postgres: 'part (family_norm)' },
  // Substitute candidates: pin-to-pin windows on each side of the primary parameter in the
  // original's (function, pinout) group, and for grade D the same windows in each other
  // pinout group of the function (listed by a skip scan over this index). The ORDER BY
  // (primary_value, id) of the windows is the index order: no sort, a bounded range read.
  // Real parts first in exact and prefix search: the real parts of a range, from an index
  // that holds only them (few next to the generated ones).
  {
    name: 'part_real_mpn',
    sqlite: 'part (mpn_norm, brand_id) WHERE demo = 0',
    postgres: 'part (mpn_norm, brand_id) WHERE demo = 0',
  },
  {
    name: 'part_pin_window',
    sqlite: 'part (func_hash, pin_hash, primary_value)',
    postgres: 'part (func_hash, pin_hash, primary_value, id)',
  },
];

/**
 * Indexes of earlier versions that nothing reads any more; dropped when a store is opened.
 * `part_func_window (func_hash, primary_value)` served grade-D candidates by skipping the
 * original's pinout group row by row, which read the whole group when it was large.
 */
export const OBSOLETE_INDEXES = ['part_func_window'];
