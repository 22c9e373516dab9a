import { useCallback } from 'react';
import { z } from 'zod';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { substitutesApiSearch, type SubstitutesQuery } from '../part-query';
import { ComparisonSchema, PartSummarySchema, PreviewSchema } from './part-schemas';

export const SubstitutesAnswerSchema = PreviewSchema.extend({
  part: PartSummarySchema,
  total: z.number().int(),
  counts: z.object({ A: z.number().int(), B: z.number().int(), C: z.number().int(), D: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(z.object({ part: PartSummarySchema, comparison: ComparisonSchema })),
});
export type SubstitutesAnswer = z.infer<typeof SubstitutesAnswerSchema>;
export type Substitute = SubstitutesAnswer['items'][number];

/** Substitutes per page for members. */
export const SUBSTITUTES_PAGE_SIZE = 20;

/** GET /parts/:id/substitutes: graded candidates, best first. */
export function getSubstitutes(call: ApiCall, query: SubstitutesQuery) {
  return call({
    method: 'GET',
    path: `/parts/${encodeURIComponent(query.id)}/substitutes${substitutesApiSearch(query, SUBSTITUTES_PAGE_SIZE)}`,
    schema: SubstitutesAnswerSchema,
  });
}

export function useGetSubstitutes() {
  const call = useApiClient();
  return useCallback((query: SubstitutesQuery) => getSubstitutes(call, query), [call]);
}
