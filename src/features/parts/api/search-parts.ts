import { useCallback } from 'react';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { toApiSearch, type PartSearchQuery } from '../search-query';
import { loadAnswerChecks } from './part-schemas';

export type { Match, SearchAnswer } from '@site/contracts';

/** Results per page for members (visitors get the API's preview size). */
export const SEARCH_PAGE_SIZE = 20;

/** GET /parts/search: part number, keyword and filter search. */
export function searchParts(call: ApiCall, query: PartSearchQuery) {
  return call({
    method: 'GET',
    path: `/parts/search${toApiSearch(query, SEARCH_PAGE_SIZE)}`,
    schema: () => loadAnswerChecks().then((m) => m.SearchAnswerCheck),
  });
}

export function useSearchParts() {
  const call = useApiClient();
  return useCallback((query: PartSearchQuery) => searchParts(call, query), [call]);
}
