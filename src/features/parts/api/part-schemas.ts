import { z } from 'zod';
import { AEC_VALUES, CATEGORY_CODES, LIFECYCLES } from '@site/parts/src/categories';

/**
 * Answers of the parts routes (`packages/parts/src/routes/schemas.ts`) as the site reads
 * them. Codes the site translates (category, lifecycle, AEC grade) are checked here, so a
 * screen never meets a value it has no words for.
 */
export const CategorySchema = z.enum(CATEGORY_CODES);
export const LifecycleSchema = z.enum(LIFECYCLES);
export const AecSchema = z.enum(AEC_VALUES);

export const PartSummarySchema = z.object({
  id: z.string(),
  mpn: z.string(),
  brand: z.object({ code: z.string(), name: z.string() }),
  origin: z.string(),
  category: CategorySchema,
  package: z.string(),
  pinCount: z.number().int(),
  lifecycle: LifecycleSchema,
  aec: AecSchema.nullable(),
  description: z.string(),
  datasheetUrl: z.string().nullable(),
});
export type PartSummary = z.infer<typeof PartSummarySchema>;

/** A measured value: any of min, typ and max, in the unit of its parameter. */
export const MeasuredSchema = z.object({
  min: z.number().optional(),
  typ: z.number().optional(),
  max: z.number().optional(),
});
export type Measured = z.infer<typeof MeasuredSchema>;

export const PartParamSchema = MeasuredSchema.extend({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
});
export type PartParam = z.infer<typeof PartParamSchema>;

export const PinSchema = z.object({ number: z.number().int(), name: z.string(), function: z.string() });
export type Pin = z.infer<typeof PinSchema>;

export const PartDetailSchema = PartSummarySchema.extend({
  family: z.string(),
  attributes: z.record(z.string(), z.string()),
  params: z.array(PartParamSchema),
  /** Empty for visitors: the pin table is for members. */
  pins: z.array(PinSchema),
  updatedAt: z.string(),
});
export type PartDetail = z.infer<typeof PartDetailSchema>;

/** One side of a comparison row: numbers for parameters, text for lifecycle and AEC grade. */
export const RowValueSchema = MeasuredSchema.extend({ text: z.string().optional() });
export type RowValue = z.infer<typeof RowValueSchema>;

export const VerdictSchema = z.enum(['better', 'worse', 'equal', 'unknown']);
export type Verdict = z.infer<typeof VerdictSchema>;

export const ComparisonRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  verdict: VerdictSchema,
  severity: z.enum(['minor', 'major']).nullable(),
  original: RowValueSchema.nullable(),
  candidate: RowValueSchema.nullable(),
});
export type ComparisonRow = z.infer<typeof ComparisonRowSchema>;

export const GradeSchema = z.enum(['A', 'B', 'C', 'D']);
export type Grade = z.infer<typeof GradeSchema>;
export const GRADES = GradeSchema.options;

export const DirectionSchema = z.enum(['upgrade', 'downgrade', 'equivalent', 'mixed']);
export type Direction = z.infer<typeof DirectionSchema>;

export const ComparisonSchema = z.object({
  grade: GradeSchema,
  pinToPin: z.boolean(),
  direction: DirectionSchema,
  better: z.number().int(),
  worse: z.number().int(),
  majorWorse: z.number().int(),
  /** Left out for visitors: the parameter-by-parameter explanation is for members. */
  rows: z.array(ComparisonRowSchema).optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** Every answer says whether it is the visitor's preview. */
export const PreviewSchema = z.object({
  limited: z.boolean(),
  registerPrompt: z.boolean(),
  notice: z.string().nullable(),
});
