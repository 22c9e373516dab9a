import { z } from 'zod';
import {
  CompareAnswerSchema,
  PartAnswerSchema,
  PartBrandsSchema,
  SearchAnswerSchema,
  SubstitutesAnswerSchema,
} from './parts';

/**
 * The parts API's answers as JSON Schemas, written by zod from this contract. The site checks
 * the answers against them in the browser (`src/features/parts/api/answer-check.ts`) instead of
 * loading zod and building these schemas, which was the longest task of the parts pages
 * (decision 098). `npm run part-answer-schemas` writes them to
 * `src/features/parts/api/part-answers.schema.json`; a test there fails when the file is out
 * of date.
 */
export const PART_ANSWERS = {
  SearchAnswer: SearchAnswerSchema,
  PartAnswer: PartAnswerSchema,
  SubstitutesAnswer: SubstitutesAnswerSchema,
  CompareAnswer: CompareAnswerSchema,
  PartBrands: PartBrandsSchema,
} as const;

export type PartAnswerName = keyof typeof PART_ANSWERS;

/** What zod accepts (`io: 'input'`: an object may carry keys the contract does not name). */
export function partAnswerJsonSchemas(): Record<PartAnswerName, object> {
  return Object.fromEntries(
    Object.entries(PART_ANSWERS).map(([name, schema]) => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' });
      return [name, rest];
    }),
  ) as Record<PartAnswerName, object>;
}
