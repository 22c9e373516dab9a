import type { AecGrade, CategoryCode, Lifecycle } from '../categories';
import { functionKey } from '../normalize';
import type { ParamValue, Pin } from '../schema';
import { compareAec, compareLifecycle, compareParam, paramDefs, type ComparisonRow } from './compare';
import { comparePins } from './pins';

export type Grade = 'A' | 'B' | 'C' | 'D';
export type Direction = 'upgrade' | 'downgrade' | 'equivalent' | 'mixed';

/** What the engine needs to know about a part. */
export interface GradablePart {
  mpn: string;
  category: CategoryCode;
  package: string;
  pins: Pin[];
  attributes: Record<string, string>;
  params: Record<string, ParamValue>;
  lifecycle: Lifecycle;
  aec: AecGrade | null;
  /** Stored hashes of the pin signature and function key; when both parts have them they replace the string comparisons. */
  pinHash?: number;
  funcHash?: number;
}

export interface Comparison {
  grade: Grade;
  pinToPin: boolean;
  direction: Direction;
  better: number;
  worse: number;
  majorWorse: number;
  /** Key parameters the candidate or the original does not state (never graded A). */
  unstated: string[];
  /** Pins where an NC pin of the original faces an optional pin of the candidate (minor). */
  pinMinor: number;
  rows: ComparisonRow[];
}

/**
 * Grades a candidate against the original, or returns null when it does not do the
 * same job (other category or function attributes, e.g. another output voltage).
 * A: pin-to-pin, nothing worse and nothing unstated. B: pin-to-pin, only minor shortfalls,
 * unstated parameters or NC pins facing optional ones.
 * C: pin-to-pin with a major shortfall. D: same function, other package or pinout.
 */
export function grade(original: GradablePart, candidate: GradablePart): Comparison | null {
  return grader(original)(candidate);
}

/** `grade` for many candidates of one original: the original's function key is built once. */
export function grader(original: GradablePart): (candidate: GradablePart) => Comparison | null {
  const key = functionKey(original.category, original.attributes);
  return (candidate) =>
    original.category === candidate.category && key === functionKey(candidate.category, candidate.attributes)
      ? compareParts(original, candidate)
      : null;
}

/**
 * Pin-to-pin: equal pin hashes (same package, same function at every pin), or, when the
 * hashes differ, the same package with the same function at every pin except NC pins of
 * the original facing optional pins of the candidate (minor differences).
 */
function pinVerdict(original: GradablePart, candidate: GradablePart): { pinToPin: boolean; minor: number } {
  if (original.pinHash !== undefined && original.pinHash === candidate.pinHash)
    return { pinToPin: true, minor: 0 };
  const pins = comparePins(original, candidate);
  return { pinToPin: pins.pinToPin, minor: pins.pinToPin ? pins.minor : 0 };
}

function compareParts(original: GradablePart, candidate: GradablePart): Comparison {
  const { pinToPin, minor: pinMinor } = pinVerdict(original, candidate);
  const rows: ComparisonRow[] = [];
  for (const def of paramDefs(original.category))
    rows.push(compareParam(def, original.params[def.key], candidate.params[def.key]));
  rows.push(compareLifecycle(original.lifecycle, candidate.lifecycle));
  const aec = compareAec(original.aec, candidate.aec);
  if (aec) rows.push(aec);
  let better = 0;
  let worse = 0;
  let majorWorse = 0;
  const unstated: string[] = [];
  for (const r of rows) {
    if (r.verdict === 'better') better++;
    if (r.verdict === 'unknown') unstated.push(r.key);
    if (r.verdict === 'worse') {
      worse++;
      if (r.severity === 'major') majorWorse++;
    }
  }
  const g: Grade = !pinToPin
    ? 'D'
    : majorWorse > 0
      ? 'C'
      : worse > 0 || unstated.length > 0 || pinMinor > 0
        ? 'B'
        : 'A';
  const direction: Direction =
    better > 0 && worse === 0
      ? 'upgrade'
      : worse > 0 && better === 0
        ? 'downgrade'
        : worse > 0
          ? 'mixed'
          : 'equivalent';
  return { grade: g, pinToPin, direction, better, worse, majorWorse, unstated, pinMinor, rows };
}

const GRADE_ORDER: Record<Grade, number> = { A: 0, B: 1, C: 2, D: 3 };
const LIFECYCLE_ORDER: Record<Lifecycle, number> = { active: 0, preview: 1, nrnd: 2, eol: 3, obsolete: 4 };

export interface Ranked {
  id: number;
  mpnNorm: string;
  lifecycle: Lifecycle;
  /** Generated demo data: after the real parts of the same grade. */
  demo?: boolean;
  comparison: Comparison;
}

/**
 * Total order of substitutes, documented in the package README: grade, real before
 * generated parts, fewer major
 * shortfalls, fewer shortfalls, fewer unstated parameters, more improvements, lifecycle, part number, storage id.
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    GRADE_ORDER[a.comparison.grade] - GRADE_ORDER[b.comparison.grade] ||
    Number(a.demo ?? false) - Number(b.demo ?? false) ||
    a.comparison.majorWorse - b.comparison.majorWorse ||
    a.comparison.worse - b.comparison.worse ||
    a.comparison.unstated.length - b.comparison.unstated.length ||
    b.comparison.better - a.comparison.better ||
    LIFECYCLE_ORDER[a.lifecycle] - LIFECYCLE_ORDER[b.lifecycle] ||
    (a.mpnNorm < b.mpnNorm ? -1 : a.mpnNorm > b.mpnNorm ? 1 : 0) ||
    a.id - b.id
  );
}
