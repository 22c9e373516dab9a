import type { PartsStore } from '../store/store';
import type { StoredPart } from '../store/rows';
import { compareRanked, grade, type Comparison, type Grade } from './grade';

/** Pin-to-pin candidates graded on each side of the original's primary parameter. */
export const PIN_WINDOW_PER_SIDE = 60;
/** Same-function candidates in other packages or pinouts (grade D), each side. */
export const OTHER_WINDOW_PER_SIDE = 15;

export interface Substitute {
  part: StoredPart;
  comparison: Comparison;
}

export interface SubstituteQuery {
  grades?: Grade[];
  /** Two-letter country, or `intl` for makers outside China. */
  origin?: string;
}

/**
 * Substitutes of a part, best first (order documented in the package README). Candidates
 * come from two bounded index windows, so the cost does not grow with the data volume.
 */
export async function findSubstitutes(
  store: PartsStore,
  part: StoredPart,
  query: SubstituteQuery = {},
): Promise<Substitute[]> {
  const wantsD = !query.grades || query.grades.includes('D');
  const wantsPinToPin = !query.grades || query.grades.some((g) => g !== 'D');
  const [pinToPin, others] = await Promise.all([
    wantsPinToPin ? store.candidates(part, PIN_WINDOW_PER_SIDE, true) : Promise.resolve([]),
    wantsD ? store.candidates(part, OTHER_WINDOW_PER_SIDE, false) : Promise.resolve([]),
  ]);
  const ranked: (Substitute & { id: number; mpnNorm: string; lifecycle: StoredPart['lifecycle'] })[] = [];
  for (const candidate of [...pinToPin, ...others]) {
    if (
      query.origin === 'intl' ? candidate.origin === 'CN' : query.origin && candidate.origin !== query.origin
    )
      continue;
    const comparison = grade(part, candidate);
    if (!comparison) continue;
    if (query.grades && !query.grades.includes(comparison.grade)) continue;
    ranked.push({
      part: candidate,
      comparison,
      id: candidate.rowId,
      mpnNorm: candidate.mpnNorm,
      lifecycle: candidate.lifecycle,
    });
  }
  ranked.sort(compareRanked);
  return ranked.map(({ part: p, comparison }) => ({ part: p, comparison }));
}
