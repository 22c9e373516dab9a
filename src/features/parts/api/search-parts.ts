import { useCallback } from 'react';
import { z } from 'zod';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { toApiSearch, type PartSearchQuery } from '../search-query';
import { PartSummarySchema, PreviewSchema } from './part-schemas';

export const MatchSchema = z.enum(['exact', 'prefix', 'tolerant', 'keyword', 'browse', 'none']);
export type Match = z.infer<typeof MatchSchema>;

export const SearchAnswerSchema = PreviewSchema.extend({
  query: z.string(),
  mode: z.string(),
  match: MatchSchema,
  /** True when the parts shown do not carry the number asked for (suffix-tolerant match). */
  notExact: z.boolean(),
  matchedOn: z.string().nullable(),
  total: z.number().int(),
  /** The API stops counting at 1,000. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(PartSummarySchema),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

/** Results per page for members (visitors get the API's preview size). */
export const SEARCH_PAGE_SIZE = 20;

/** GET /parts/search: part number, keyword and filter search. */
export function searchParts(call: ApiCall, query: PartSearchQuery) {
  return call({
    method: 'GET',
    path: `/parts/search${toApiSearch(query, SEARCH_PAGE_SIZE)}`,
    schema: SearchAnswerSchema,
  });
}

export function useSearchParts() {
  const call = useApiClient();
  return useCallback((query: PartSearchQuery) => searchParts(call, query), [call]);
}
