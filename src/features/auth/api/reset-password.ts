import { useCallback } from 'react';
import type { ResetPasswordBody } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** Code 410 when the link is used, expired or unknown: 'Password reset failed'. */
export function resetPassword(call: ApiCall, body: ResetPasswordBody) {
  return call<unknown>({
    method: 'POST',
    path: '/auth/reset-password',
    body,
    silentCodes: [API_CODE.linkInvalid],
  });
}

export function useResetPassword() {
  const call = useApiClient();
  return useCallback((body: ResetPasswordBody) => resetPassword(call, body), [call]);
}
