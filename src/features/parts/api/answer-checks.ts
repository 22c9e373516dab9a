/**
 * The checks of the parts API's answers, in a chunk of their own fetched alongside the first
 * request (`loadAnswerChecks`). They are the contract's schemas as JSON Schemas that zod wrote
 * (`packages/contracts/src/part-answer-json-schemas.ts`), so no parts page loads zod.
 */
import type {
  CompareAnswer,
  PartAnswer,
  PartBrands,
  SearchAnswer,
  SubstitutesAnswer,
} from '@site/contracts/src/parts';
import { answerCheck, type JsonSchema } from './answer-check';
import schemas from './part-answers.schema.json';

/** The check of the answer of this name in the JSON Schemas file. */
const check = <T>(name: keyof typeof schemas) => answerCheck<T>(schemas[name] as JsonSchema, name);

export const SearchAnswerCheck = check<SearchAnswer>('SearchAnswer');
export const PartAnswerCheck = check<PartAnswer>('PartAnswer');
export const SubstitutesAnswerCheck = check<SubstitutesAnswer>('SubstitutesAnswer');
export const CompareAnswerCheck = check<CompareAnswer>('CompareAnswer');
export const PartBrandsCheck = check<PartBrands>('PartBrands');
