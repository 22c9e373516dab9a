import type { Comparison, PartDetail, PartSummary, RowValue } from '@site/contracts';
import {
  CATEGORIES,
  type Comparison as Graded,
  type ComparisonRow,
  type ParamValue,
  type StoredPart,
} from '@site/parts';

/** A part in result lists. */
export function partSummary(part: StoredPart): PartSummary {
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
    demo: part.demo === true,
  };
}

/** A part's page: its parameters in the category's order, and its pins when `withPins`. */
export function partDetail(part: StoredPart, withPins: boolean): PartDetail {
  return {
    ...partSummary(part),
    family: part.family,
    attributes: part.attributes,
    params: CATEGORIES[part.category].params
      .filter((def) => part.params[def.key])
      .map((def) => ({ key: def.key, label: def.label, unit: def.unit, ...part.params[def.key] })),
    pins: withPins ? part.pins : [],
    updatedAt: part.updatedAt,
  };
}

function side(value: ComparisonRow['original']): RowValue | null {
  if (value === null) return null;
  if (typeof value === 'string') return { text: value };
  const v = value as ParamValue;
  return { min: v.min, typ: v.typ, max: v.max };
}

/** A graded comparison; the row-by-row explanation only when `withRows` (members). */
export function partComparison(c: Graded, withRows: boolean): Comparison {
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
