import { useCallback } from 'react';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { substitutesApiSearch, type SubstitutesQuery } from '../part-query';
import type { SubstitutesAnswer } from '@site/contracts';
import { loadAnswerChecks } from './part-schemas';

export type { SubstitutesAnswer } from '@site/contracts';
export type Substitute = SubstitutesAnswer['items'][number];

/** Substitutes per page for members. */
export const SUBSTITUTES_PAGE_SIZE = 20;

/** GET /parts/:id/substitutes: graded candidates, best first. */
export function getSubstitutes(call: ApiCall, query: SubstitutesQuery) {
  return call({
    method: 'GET',
    path: `/parts/${encodeURIComponent(query.id)}/substitutes${substitutesApiSearch(query, SUBSTITUTES_PAGE_SIZE)}`,
    schema: () => loadAnswerChecks().then((m) => m.SubstitutesAnswerCheck),
  });
}

export function useGetSubstitutes() {
  const call = useApiClient();
  return useCallback((query: SubstitutesQuery) => getSubstitutes(call, query), [call]);
}
