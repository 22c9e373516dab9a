import type { AecGrade, CategoryCode, Lifecycle } from '../categories';
import { functionKey, pinSignature } from '../normalize';
import type { ParamValue, Pin } from '../schema';
import { compareAec, compareLifecycle, compareParam, paramDefs, type ComparisonRow } from './compare';

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
  rows: ComparisonRow[];
}

/**
 * Grades a candidate against the original, or returns null when it does not do the
 * same job (other category or function attributes, e.g. another output voltage).
 * A: pin-to-pin and nothing worse. B: pin-to-pin, only minor shortfalls.
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

function compareParts(original: GradablePart, candidate: GradablePart): Comparison {
  const pinToPin =
    original.pinHash !== undefined && candidate.pinHash !== undefined
      ? original.pinHash === candidate.pinHash
      : pinSignature(original.package, original.pins) === pinSignature(candidate.package, candidate.pins);
  const rows: ComparisonRow[] = [];
  for (const def of paramDefs(original.category)) {
    const r = compareParam(def, original.params[def.key], candidate.params[def.key]);
    if (r) rows.push(r);
  }
  rows.push(compareLifecycle(original.lifecycle, candidate.lifecycle));
  const aec = compareAec(original.aec, candidate.aec);
  if (aec) rows.push(aec);
  let better = 0;
  let worse = 0;
  let majorWorse = 0;
  for (const r of rows) {
    if (r.verdict === 'better') better++;
    if (r.verdict === 'worse' || r.verdict === 'unknown') {
      worse++;
      if (r.severity === 'major') majorWorse++;
    }
  }
  const g: Grade = !pinToPin ? 'D' : majorWorse > 0 ? 'C' : worse > 0 ? 'B' : 'A';
  const direction: Direction =
    better > 0 && worse === 0
      ? 'upgrade'
      : worse > 0 && better === 0
        ? 'downgrade'
        : worse > 0
          ? 'mixed'
          : 'equivalent';
  return { grade: g, pinToPin, direction, better, worse, majorWorse, rows };
}

const GRADE_ORDER: Record<Grade, number> = { A: 0, B: 1, C: 2, D: 3 };
const LIFECYCLE_ORDER: Record<Lifecycle, number> = { active: 0, preview: 1, nrnd: 2, eol: 3, obsolete: 4 };

export interface Ranked {
  id: number;
  mpnNorm: string;
  lifecycle: Lifecycle;
  comparison: Comparison;
}

/**
 * Total order of substitutes, documented in the package README: grade, fewer major
 * shortfalls, fewer shortfalls, more improvements, lifecycle, part number, storage id.
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    GRADE_ORDER[a.comparison.grade] - GRADE_ORDER[b.comparison.grade] ||
    a.comparison.majorWorse - b.comparison.majorWorse ||
    a.comparison.worse - b.comparison.worse ||
    b.comparison.better - a.comparison.better ||
    LIFECYCLE_ORDER[a.lifecycle] - LIFECYCLE_ORDER[b.lifecycle] ||
    (a.mpnNorm < b.mpnNorm ? -1 : a.mpnNorm > b.mpnNorm ? 1 : 0) ||
    a.id - b.id
  );
}
