import { useCallback } from 'react';
import type { LoginBody } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadContracts } from '../../api/load-contracts';

/** Answers LoginResult, or code 500 with msg '1' (credentials) / '2' (consent first). */
export function login(call: ApiCall, body: LoginBody) {
  return call({
    method: 'POST',
    path: '/auth/login',
    body,
    // Loaded with the request: the login page's first load holds no zod.
    schema: () => loadContracts().then((m) => m.LoginResultSchema),
    silentCodes: [API_CODE.loginFailed],
    deviceCookie: true,
  });
}

export function useLogin() {
  const call = useApiClient();
  return useCallback((body: LoginBody) => login(call, body), [call]);
}
