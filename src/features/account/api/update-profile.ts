import { useCallback } from 'react';
import { MemberSchema, type ProfileBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

export function updateProfile(call: ApiCall, body: ProfileBody) {
  return call({ method: 'PUT', path: '/member/profile', body, schema: MemberSchema });
}

export function useUpdateProfile() {
  const call = useApiClient();
  return useCallback((body: ProfileBody) => updateProfile(call, body), [call]);
}
