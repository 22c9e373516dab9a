import { useCallback } from 'react';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** Revokes the session server-side; the site forgets the token whatever the answer. */
export function logout(call: ApiCall) {
  return call<unknown>({ method: 'POST', path: '/auth/logout', background: true });
}

export function useLogout() {
  const call = useApiClient();
  return useCallback(() => logout(call), [call]);
}
