import { useCallback } from 'react';
import { API_CODE, LoginResultSchema, type LoginBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** Answers LoginResult, or code 500 with msg '1' (credentials) / '2' (consent first). */
export function login(call: ApiCall, body: LoginBody) {
  return call({
    method: 'POST',
    path: '/auth/login',
    body,
    schema: LoginResultSchema,
    silentCodes: [API_CODE.loginFailed],
  });
}

export function useLogin() {
  const call = useApiClient();
  return useCallback((body: LoginBody) => login(call, body), [call]);
}
