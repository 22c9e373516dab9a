import { useCallback } from 'react';
import type { z } from 'zod';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { ComparisonSchema, PartSummarySchema, PreviewSchema } from './part-schemas';

export const CompareAnswerSchema = PreviewSchema.extend({
  a: PartSummarySchema,
  b: PartSummarySchema,
  /** Null when the two parts do different jobs (other category or function). */
  comparison: ComparisonSchema.nullable(),
});
export type CompareAnswer = z.infer<typeof CompareAnswerSchema>;

/** GET /parts/compare: part `b` judged against part `a`. */
export function compareParts(call: ApiCall, a: string, b: string) {
  const search = new URLSearchParams({ a, b });
  return call({ method: 'GET', path: `/parts/compare?${search.toString()}`, schema: CompareAnswerSchema });
}

export function useCompareParts() {
  const call = useApiClient();
  return useCallback((a: string, b: string) => compareParts(call, a, b), [call]);
}
