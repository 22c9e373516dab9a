import { CATEGORIES } from '../categories';
import type { ComparisonRow } from '../engine/compare';
import type { Comparison } from '../engine/grade';
import type { StoredPart } from '../store/rows';
import type { ParamValue } from '../schema';

/** A part in result lists. */
export function summary(part: StoredPart) {
  return {
    id: part.id,
    mpn: part.mpn,
    brand: part.brand,
    origin: part.origin,
    category: part.category,
    package: part.package,
    pinCount: part.pinCount,
    lifecycle: part.lifecycle,
    aec: part.aec,
    description: part.description,
    datasheetUrl: part.datasheetUrl,
  };
}

export function detail(part: StoredPart, withPins: boolean) {
  return {
    ...summary(part),
    family: part.family,
    attributes: part.attributes,
    params: CATEGORIES[part.category].params
      .filter((def) => part.params[def.key])
      .map((def) => ({ key: def.key, label: def.label, unit: def.unit, ...part.params[def.key] })),
    pins: withPins ? part.pins : [],
    updatedAt: part.updatedAt,
  };
}

function side(value: ComparisonRow['original']) {
  if (value === null) return null;
  if (typeof value === 'string') return { text: value };
  const v = value as ParamValue;
  return { min: v.min, typ: v.typ, max: v.max };
}

export function comparison(c: Comparison, withRows: boolean) {
  return {
    grade: c.grade,
    pinToPin: c.pinToPin,
    direction: c.direction,
    better: c.better,
    worse: c.worse,
    majorWorse: c.majorWorse,
    ...(withRows
      ? {
          rows: c.rows.map((r) => ({
            key: r.key,
            label: r.label,
            unit: r.unit,
            verdict: r.verdict,
            severity: r.severity,
            original: side(r.original),
            candidate: side(r.candidate),
          })),
        }
      : {}),
  };
}
