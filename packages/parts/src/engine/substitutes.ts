import type { PartsStore } from '../store/store';
import type { CandidatePart, StoredPart } from '../store/rows';
import { compareRanked, grader, type Comparison, type Grade } from './grade';

/** Pin-to-pin candidates graded on each side of the original's primary parameter. */
export const PIN_WINDOW_PER_SIDE = 60;
/** Same-function candidates in other packages or pinouts (grade D), each side. */
export const OTHER_WINDOW_PER_SIDE = 15;

export interface Substitute {
  part: StoredPart;
  comparison: Comparison;
}

/** A graded candidate before its display texts are read (see `rankSubstitutes`). */
export interface RankedSubstitute {
  candidate: CandidatePart;
  comparison: Comparison;
}

export interface SubstituteQuery {
  grades?: Grade[];
  /** Two-letter country, or `intl` for makers outside China. */
  origin?: string;
}

/**
 * Substitutes of a part, best first (order documented in the package README), with what
 * grading needs of each candidate. Candidates come from two bounded index windows, so
 * the cost does not grow with the data volume. `store.partsByRowIds` gives the full parts
 * of the ones shown.
 */
export async function rankSubstitutes(
  store: PartsStore,
  part: CandidatePart,
  query: SubstituteQuery = {},
): Promise<RankedSubstitute[]> {
  const wantsD = !query.grades || query.grades.includes('D');
  const wantsPinToPin = !query.grades || query.grades.some((g) => g !== 'D');
  const [pinToPin, others] = await Promise.all([
    wantsPinToPin ? store.candidates(part, PIN_WINDOW_PER_SIDE, true) : Promise.resolve([]),
    wantsD ? store.candidates(part, OTHER_WINDOW_PER_SIDE, false) : Promise.resolve([]),
  ]);
  const gradeOne = grader(part);
  const ranked: (RankedSubstitute & {
    id: number;
    mpnNorm: string;
    lifecycle: CandidatePart['lifecycle'];
    demo: boolean;
  })[] = [];
  for (const candidate of [...pinToPin, ...others]) {
    if (
      query.origin === 'intl' ? candidate.origin === 'CN' : query.origin && candidate.origin !== query.origin
    )
      continue;
    const comparison = gradeOne(candidate);
    if (!comparison) continue;
    if (query.grades && !query.grades.includes(comparison.grade)) continue;
    ranked.push({
      candidate,
      comparison,
      id: candidate.rowId,
      mpnNorm: candidate.mpnNorm,
      lifecycle: candidate.lifecycle,
      demo: candidate.demo,
    });
  }
  ranked.sort(compareRanked);
  return ranked.map(({ candidate, comparison }) => ({ candidate, comparison }));
}

/** Substitutes of a part, best first, each with the full stored part. */
export async function findSubstitutes(
  store: PartsStore,
  part: StoredPart,
  query: SubstituteQuery = {},
): Promise<Substitute[]> {
  const ranked = await rankSubstitutes(store, part, query);
  const parts = new Map(
    (await store.partsByRowIds(ranked.map((r) => r.candidate.rowId))).map((p) => [p.rowId, p]),
  );
  return ranked.flatMap((r) => {
    const found = parts.get(r.candidate.rowId);
    return found ? [{ part: found, comparison: r.comparison }] : [];
  });
}
