import { useCallback } from 'react';
import type { ConsentCompleteBody } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** Sets the password from the consent mail's link; code 410 when the link no longer works. */
export function completeConsent(call: ApiCall, body: ConsentCompleteBody) {
  return call<unknown>({
    method: 'POST',
    path: '/auth/consent/complete',
    body,
    silentCodes: [API_CODE.linkInvalid],
  });
}

export function useCompleteConsent() {
  const call = useApiClient();
  return useCallback((body: ConsentCompleteBody) => completeConsent(call, body), [call]);
}
