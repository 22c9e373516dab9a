/**
 * Answers of the part search (`/website/parts/*`) as the site reads them: the API's own
 * contract from `@site/contracts`, which the API validates and serializes with.
 */
export {
  AecSchema,
  CategorySchema,
  ComparisonRowSchema,
  ComparisonSchema,
  DirectionSchema,
  GRADES,
  GradeSchema,
  LifecycleSchema,
  MeasuredSchema,
  PartDetailSchema,
  PartParamSchema,
  PartSummarySchema,
  PinSchema,
  PreviewSchema,
  RowValueSchema,
  VerdictSchema,
  type Comparison,
  type ComparisonRow,
  type Direction,
  type Grade,
  type Measured,
  type PartDetail,
  type PartParam,
  type PartSummary,
  type Pin,
  type RowValue,
  type Verdict,
} from '@site/contracts';
