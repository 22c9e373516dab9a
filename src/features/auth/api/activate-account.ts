import { useCallback } from 'react';
import type { ActivateBody } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** A used, expired or unknown link answers code 410: the screen shows the failure result. */
export function activateAccount(call: ApiCall, body: ActivateBody) {
  return call<unknown>({
    method: 'POST',
    path: '/auth/activate',
    body,
    silentCodes: [API_CODE.linkInvalid, API_CODE.badRequest],
    critical: true,
  });
}

export function useActivateAccount() {
  const call = useApiClient();
  return useCallback((body: ActivateBody) => activateAccount(call, body), [call]);
}
