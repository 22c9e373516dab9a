import { useCallback } from 'react';
import type { ForgotPasswordBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** Same answer for known and unknown addresses (no account enumeration). */
export function forgotPassword(call: ApiCall, body: ForgotPasswordBody) {
  return call<unknown>({ method: 'POST', path: '/auth/forgot-password', body });
}

export function useForgotPassword() {
  const call = useApiClient();
  return useCallback((body: ForgotPasswordBody) => forgotPassword(call, body), [call]);
}
