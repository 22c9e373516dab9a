import { useCallback } from 'react';
import { MemberSchema } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

export function getProfile(call: ApiCall) {
  return call({ method: 'GET', path: '/member/me', schema: MemberSchema });
}

export function useGetProfile() {
  const call = useApiClient();
  return useCallback(() => getProfile(call), [call]);
}
