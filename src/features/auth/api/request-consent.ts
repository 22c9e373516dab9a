import { useCallback } from 'react';
import type { ConsentBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** An existing member agrees to the new handler's terms; the password-setup mail follows. */
export function requestConsent(call: ApiCall, body: ConsentBody) {
  return call<unknown>({ method: 'POST', path: '/auth/consent', body });
}

export function useRequestConsent() {
  const call = useApiClient();
  return useCallback((body: ConsentBody) => requestConsent(call, body), [call]);
}
