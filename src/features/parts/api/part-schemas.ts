/**
 * Answers of the part search (`/website/parts/*`) as the site reads them: the API's own
 * contract from `@site/contracts`, which the API validates and serializes with. Screens take
 * its types only; the checks of the answers load with the first request (`loadAnswerChecks`),
 * so no parts page downloads them before it hydrates (decision 041). They are the contract's
 * schemas written out as JSON Schemas at build time, so no parts page loads zod (decision 098).
 */
import type { Grade } from '@site/contracts';

export type {
  Comparison,
  ComparisonRow,
  Direction,
  Grade,
  Measured,
  PartDetail,
  PartParam,
  PartSummary,
  Pin,
  RowValue,
  Verdict,
} from '@site/contracts';

/** The checks of the answers, in a chunk of their own fetched alongside a request. */
export const loadAnswerChecks = () => import('./answer-checks');

/** Substitute grades, best first: the contract's `GradeSchema.options` (a test keeps them equal). */
export const GRADES = ['A', 'B', 'C', 'D'] as const satisfies readonly Grade[];
