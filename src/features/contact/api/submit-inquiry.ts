import { useCallback } from 'react';
import type { ContactBody } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

export function submitInquiry(call: ApiCall, body: ContactBody) {
  return call<unknown>({ method: 'POST', path: '/contact', body });
}

export function useSubmitInquiry() {
  const call = useApiClient();
  return useCallback((body: ContactBody) => submitInquiry(call, body), [call]);
}
