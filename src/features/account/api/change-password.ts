import { useCallback } from 'react';
import type { ChangePasswordBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** Every session of the member is revoked on success: the site forces a new login. */
export function changePassword(call: ApiCall, body: ChangePasswordBody) {
  return call<unknown>({ method: 'POST', path: '/member/password', body });
}

export function useChangePassword() {
  const call = useApiClient();
  return useCallback((body: ChangePasswordBody) => changePassword(call, body), [call]);
}
