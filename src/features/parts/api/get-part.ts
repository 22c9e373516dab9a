import { useCallback } from 'react';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadAnswerChecks } from './part-schemas';

export type { PartAnswer } from '@site/contracts';

/** GET /parts/:id: one part with its parameters and (for members) its pins. */
export function getPart(call: ApiCall, id: string) {
  return call({
    method: 'GET',
    path: `/parts/${encodeURIComponent(id)}`,
    schema: () => loadAnswerChecks().then((m) => m.PartAnswerCheck),
  });
}

export function useGetPart() {
  const call = useApiClient();
  return useCallback((id: string) => getPart(call, id), [call]);
}
