import { CATEGORIES, type AecGrade, type Lifecycle, type ParamDef } from '../categories';
import { basisValue } from '../normalize';
import type { ParamValue } from '../schema';

export type Verdict = 'better' | 'worse' | 'equal' | 'unknown';
export type Severity = 'minor' | 'major';

export interface ComparisonRow {
  key: string;
  label: string;
  unit: string;
  original: ParamValue | string | null;
  candidate: ParamValue | string | null;
  verdict: Verdict;
  /** Only for `worse`: how much the difference matters (`unknown` is not stated, not worse). */
  severity: Severity | null;
}

/** Relative differences up to this are "equal" (rounding between datasheets). */
export const EQUAL_TOLERANCE = 0.02;
/** A worse higher/lower value is a major difference beyond this relative gap. */
export const MINOR_LIMIT = 0.25;
/** A `match` parameter (switching frequency, gate threshold, stand-off voltage) is stricter. */
export const MATCH_MINOR_LIMIT = 0.15;
/** A range (supply, temperature) falling short by more than this share of its span is major. */
export const RANGE_MINOR_LIMIT = 0.1;

function relative(a: number, b: number): number {
  const scale = Math.max(Math.abs(a), Math.abs(b), 1e-12);
  return Math.abs(a - b) / scale;
}

function row(
  def: ParamDef,
  original: ParamValue | null,
  candidate: ParamValue | null,
  verdict: Verdict,
  severity: Severity | null,
): ComparisonRow {
  return { key: def.key, label: def.label, unit: def.unit, original, candidate, verdict, severity };
}

function compareRange(def: ParamDef, o: ParamValue, c: ParamValue): ComparisonRow {
  const oMin = o.min ?? o.typ;
  const oMax = o.max ?? o.typ;
  const cMin = c.min ?? c.typ;
  const cMax = c.max ?? c.typ;
  let shortfall = 0;
  let gain = false;
  let unknown = false;
  if (oMin !== undefined) {
    if (cMin === undefined) unknown = true;
    else if (cMin > oMin + 1e-9) shortfall += cMin - oMin;
    else if (cMin < oMin - 1e-9) gain = true;
  }
  if (oMax !== undefined) {
    if (cMax === undefined) unknown = true;
    else if (cMax < oMax - 1e-9) shortfall += oMax - cMax;
    else if (cMax > oMax + 1e-9) gain = true;
  }
  if (shortfall > 0) {
    const span =
      oMin !== undefined && oMax !== undefined && oMax > oMin
        ? oMax - oMin
        : Math.max(Math.abs(oMax ?? oMin ?? 1), 1e-12);
    return row(def, o, c, 'worse', shortfall / span > RANGE_MINOR_LIMIT ? 'major' : 'minor');
  }
  if (unknown) return row(def, o, c, 'unknown', null);
  return row(def, o, c, gain ? 'better' : 'equal', null);
}

/**
 * Judges one key parameter of a candidate against the original part. A value either part
 * does not state is `unknown` ("not stated"): not better, not worse, but never a drop-in.
 */
export function compareParam(
  def: ParamDef,
  o: ParamValue | undefined,
  c: ParamValue | undefined,
): ComparisonRow {
  if (!o || !c) return row(def, o ?? null, c ?? null, 'unknown', null);
  if (def.better === 'range') return compareRange(def, o, c);
  const ov = basisValue(o, def.basis);
  const cv = basisValue(c, def.basis);
  if (ov === undefined || cv === undefined) return row(def, o, c, 'unknown', null);
  const rel = relative(ov, cv);
  if (rel <= EQUAL_TOLERANCE) return row(def, o, c, 'equal', null);
  if (def.better === 'match') return row(def, o, c, 'worse', rel > MATCH_MINOR_LIMIT ? 'major' : 'minor');
  const improved = def.better === 'higher' ? cv > ov : cv < ov;
  if (improved) return row(def, o, c, 'better', null);
  return row(def, o, c, 'worse', rel > MINOR_LIMIT ? 'major' : 'minor');
}

const LIFECYCLE_RANK: Record<Lifecycle, number> = { active: 0, preview: 1, nrnd: 1, eol: 2, obsolete: 3 };

/** A row for a judged text value (lifecycle, AEC-Q grade); built as one literal, as `row` is. */
function textRow(
  key: string,
  label: string,
  original: string | null,
  candidate: string | null,
  verdict: Verdict,
  severity: Severity | null,
): ComparisonRow {
  return { key, label, unit: '', original, candidate, verdict, severity };
}

export function compareLifecycle(o: Lifecycle, c: Lifecycle): ComparisonRow {
  const diff = LIFECYCLE_RANK[c] - LIFECYCLE_RANK[o];
  if (diff === 0) return textRow('lifecycle', 'Lifecycle', o, c, 'equal', null);
  if (diff < 0) return textRow('lifecycle', 'Lifecycle', o, c, 'better', null);
  return textRow('lifecycle', 'Lifecycle', o, c, 'worse', LIFECYCLE_RANK[c] >= 2 ? 'major' : 'minor');
}

/** Lower is better: Q100 grade 0 covers -40..150 °C, grade 3 only -40..85 °C. */
const AEC_RANK: Record<AecGrade, number> = {
  'Q100-0': 0,
  'Q100-1': 1,
  'Q100-2': 2,
  'Q100-3': 3,
  Q101: 1,
  Q200: 1,
};

export function compareAec(o: AecGrade | null, c: AecGrade | null): ComparisonRow | null {
  const judged = (verdict: Verdict, severity: Severity | null) =>
    textRow('aec', 'AEC-Q qualification', o, c, verdict, severity);
  if (o === null && c === null) return null;
  if (o === null) return judged('better', null);
  if (c === null) return judged('worse', 'major');
  const diff = AEC_RANK[c] - AEC_RANK[o];
  if (diff === 0) return judged('equal', null);
  return diff < 0 ? judged('better', null) : judged('worse', 'minor');
}

export function paramDefs(category: keyof typeof CATEGORIES): ParamDef[] {
  return CATEGORIES[category].params;
}
