import { useCallback } from 'react';
import type { ContactBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/** The contact screen shows 'Failed to submit inquiry.' itself, so the client adds no toast of its own. */
export function submitInquiry(call: ApiCall, body: ContactBody) {
  return call<unknown>({ method: 'POST', path: '/contact', body, ownFailureToast: true });
}

export function useSubmitInquiry() {
  const call = useApiClient();
  return useCallback((body: ContactBody) => submitInquiry(call, body), [call]);
}
