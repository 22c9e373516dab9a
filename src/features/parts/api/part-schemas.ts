/**
 * Answers of the part search (`/website/parts/*`) as the site reads them: the API's own
 * contract from `@site/contracts`, which the API validates and serializes with. Screens take
 * its types only; the schemas (and zod) load with the first request (`loadPartsContract`),
 * so no parts page downloads them before it hydrates (decision 041).
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

/** The contract's parts module, schemas and zod, in a chunk of its own fetched alongside a request. */
export const loadPartsContract = () => import('@site/contracts/src/parts');

/** Substitute grades, best first: the contract's `GradeSchema.options` (a test keeps them equal). */
export const GRADES = ['A', 'B', 'C', 'D'] as const satisfies readonly Grade[];
