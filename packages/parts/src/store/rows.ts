import type { AecGrade, CategoryCode, Lifecycle } from '../categories';
import type { GradablePart } from '../engine/grade';
import {
  deriveFamily,
  functionKey,
  hash52,
  normalizeMpn,
  normalizePackage,
  pinSignature,
  primaryValue,
} from '../normalize';
import type { ParamValue, PartRecord, Pin } from '../schema';
import type { PartTable, PinoutTable } from './tables';

/**
 * What the substitute engine reads of a candidate: enough to grade and rank it. The texts
 * only a result list shows (description, datasheet, family) are read for the page shown.
 */
export interface CandidatePart extends GradablePart {
  rowId: number;
  mpnNorm: string;
  origin: string;
  primaryValue: number;
  pinHash: number;
  funcHash: number;
  demo: boolean;
}

/** Columns of `CandidatePart`. */
export type CandidateRow = Pick<
  PartTable,
  | 'id'
  | 'mpn'
  | 'mpn_norm'
  | 'origin'
  | 'category'
  | 'pin_hash'
  | 'func_hash'
  | 'primary_value'
  | 'pinout_id'
  | 'attributes'
  | 'params'
  | 'lifecycle'
  | 'aec'
  | 'demo'
>;

export const CANDIDATE_COLUMNS =
  'id, mpn, mpn_norm, origin, category, pin_hash, func_hash, primary_value, pinout_id, attributes, params, lifecycle, aec, demo';

export function candidateFromRow(row: CandidateRow, pinout: LoadedPinout): CandidatePart {
  return {
    rowId: row.id,
    mpn: row.mpn,
    mpnNorm: row.mpn_norm,
    origin: row.origin,
    category: row.category as CategoryCode,
    package: pinout.package,
    pins: pinout.pins,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    params: JSON.parse(row.params) as Record<string, ParamValue>,
    lifecycle: row.lifecycle as Lifecycle,
    aec: row.aec as AecGrade | null,
    primaryValue: row.primary_value,
    pinHash: row.pin_hash,
    funcHash: row.func_hash,
    demo: row.demo === 1,
  };
}

/** A stored part as the engine and the routes see it. */
export interface StoredPart extends GradablePart {
  rowId: number;
  /** Public id used in URLs: brand code, a hyphen, the normalized part number. */
  id: string;
  mpnNorm: string;
  brand: { code: string; name: string };
  origin: string;
  family: string;
  pinCount: number;
  primaryValue: number;
  pinHash: number;
  funcHash: number;
  description: string;
  datasheetUrl: string | null;
  updatedAt: string;
  /** Generated demo data rather than a real part. */
  demo: boolean;
}

export function publicId(brandCode: string, mpnNorm: string): string {
  return `${brandCode}-${mpnNorm}`;
}

export function parsePublicId(id: string): { brand: string; mpnNorm: string } | null {
  const m = /^([a-z0-9]{2,16})-([0-9A-Z]{1,64})$/.exec(id);
  return m ? { brand: m[1], mpnNorm: m[2] } : null;
}

/** Generated records share pin arrays, so their pinout rows and pin hashes are computed once. */
const pinoutCache = new WeakMap<Pin[], { pinout: PinoutTable; pinHash: number; pkg: string }>();

function pinInfo(record: Pick<PartRecord, 'package' | 'pins'>) {
  const cached = pinoutCache.get(record.pins);
  if (cached && cached.pkg === record.package) return cached;
  const pins = JSON.stringify(record.pins.map((p) => [p.name, p.function]));
  const info = {
    pinout: { id: hash52(`${record.package}\u0000${pins}`), package: record.package, pins },
    pinHash: hash52(pinSignature(record.package, record.pins)),
    pkg: record.package,
  };
  pinoutCache.set(record.pins, info);
  return info;
}

export function pinoutRow(record: Pick<PartRecord, 'package' | 'pins'>): PinoutTable {
  return pinInfo(record).pinout;
}

/** Parameter values without the unit field: units are fixed per category. */
function compactParams(params: Record<string, ParamValue>): string {
  const out: Record<string, ParamValue> = {};
  for (const [key, v] of Object.entries(params)) {
    const c: ParamValue = {};
    if (v.min !== undefined) c.min = v.min;
    if (v.typ !== undefined) c.typ = v.typ;
    if (v.max !== undefined) c.max = v.max;
    out[key] = c;
  }
  return JSON.stringify(out);
}

export function partRow(
  record: PartRecord,
  id: number,
  brandId: number,
  pinoutId: number,
  today: string,
): PartTable {
  const mpnNorm = normalizeMpn(record.mpn);
  return {
    id,
    mpn: record.mpn,
    mpn_norm: mpnNorm,
    family_norm: record.family ? normalizeMpn(record.family) : deriveFamily(record.mpn),
    brand_id: brandId,
    category: record.category,
    origin: record.origin,
    package_norm: normalizePackage(record.package),
    pin_hash: pinInfo(record).pinHash,
    func_hash: hash52(functionKey(record.category, record.attributes)),
    primary_value: primaryValue(record.category, record.params),
    pinout_id: pinoutId,
    attributes: JSON.stringify(record.attributes),
    params: compactParams(record.params),
    lifecycle: record.lifecycle,
    aec: record.aec,
    datasheet_url: record.datasheetUrl,
    description: record.description,
    updated_at: record.updatedAt ?? today,
    demo: record.demo ? 1 : 0,
  };
}

/** A pinout row with its pin list parsed once (many parts share it; it is never mutated). */
export interface LoadedPinout {
  package: string;
  pins: Pin[];
}

export function loadPinout(row: PinoutTable): LoadedPinout {
  return {
    package: row.package,
    pins: (JSON.parse(row.pins) as [string, string][]).map(([name, fn], i) => ({
      number: i + 1,
      name,
      function: fn,
    })),
  };
}

export function fromRow(
  row: PartTable,
  brand: { code: string; name: string },
  pinout: LoadedPinout,
): StoredPart {
  const pins = pinout.pins;
  return {
    rowId: row.id,
    id: publicId(brand.code, row.mpn_norm),
    mpn: row.mpn,
    mpnNorm: row.mpn_norm,
    brand,
    origin: row.origin,
    category: row.category as CategoryCode,
    package: pinout.package,
    pinCount: pins.length,
    pins,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    params: JSON.parse(row.params) as Record<string, ParamValue>,
    lifecycle: row.lifecycle as Lifecycle,
    aec: row.aec as AecGrade | null,
    family: row.family_norm,
    primaryValue: row.primary_value,
    pinHash: row.pin_hash,
    funcHash: row.func_hash,
    description: row.description,
    datasheetUrl: row.datasheet_url,
    updatedAt: row.updated_at,
    demo: row.demo === 1,
  };
}
