import { useCallback } from 'react';
import type { RegisterBody } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadContracts } from '../../api/load-contracts';

/**
 * `data.status` tells what happened: 'sent' (code 200, also when the mail of an unfinished
 * earlier registration went out again), 'already-registered' or
 * 'consent-required' (code 409, shown as notices on the screen).
 */
export function register(call: ApiCall, body: RegisterBody) {
  return call({
    method: 'POST',
    path: '/auth/register',
    body,
    // Loaded with the request: the register page's first load holds no zod.
    schema: () => loadContracts().then((m) => m.RegisterResultSchema),
    silentCodes: [API_CODE.conflict],
  });
}

export function useRegister() {
  const call = useApiClient();
  return useCallback((body: RegisterBody) => register(call, body), [call]);
}
