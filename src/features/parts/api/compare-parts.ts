import { useCallback } from 'react';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadAnswerChecks } from './part-schemas';

export type { CompareAnswer } from '@site/contracts';

/** GET /parts/compare: part `b` judged against part `a`. */
export function compareParts(call: ApiCall, a: string, b: string) {
  const search = new URLSearchParams({ a, b });
  return call({
    method: 'GET',
    path: `/parts/compare?${search.toString()}`,
    schema: () => loadAnswerChecks().then((m) => m.CompareAnswerCheck),
  });
}

export function useCompareParts() {
  const call = useApiClient();
  return useCallback((a: string, b: string) => compareParts(call, a, b), [call]);
}
