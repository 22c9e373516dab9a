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

const of = (name: keyof typeof schemas) => schemas[name] as JsonSchema;

export const SearchAnswerCheck = answerCheck<SearchAnswer>(of('SearchAnswer'), 'SearchAnswer');
export const PartAnswerCheck = answerCheck<PartAnswer>(of('PartAnswer'), 'PartAnswer');
export const SubstitutesAnswerCheck = answerCheck<SubstitutesAnswer>(
  of('SubstitutesAnswer'),
  'SubstitutesAnswer',
);
export const CompareAnswerCheck = answerCheck<CompareAnswer>(of('CompareAnswer'), 'CompareAnswer');
export const PartBrandsCheck = answerCheck<PartBrands>(of('PartBrands'), 'PartBrands');
