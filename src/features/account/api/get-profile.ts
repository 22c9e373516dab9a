import { useCallback } from 'react';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadContracts } from '../../api/load-contracts';

/** Asked from the header on every page of a member: the schema (and zod) load alongside. */
export function getProfile(call: ApiCall) {
  return call({
    method: 'GET',
    path: '/member/me',
    schema: () => loadContracts().then((m) => m.MemberSchema),
  });
}

export function useGetProfile() {
  const call = useApiClient();
  return useCallback(() => getProfile(call), [call]);
}
