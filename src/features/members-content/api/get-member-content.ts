import { useCallback } from 'react';
import type { MemberContentType } from '@site/contracts';
import { API_CODE } from '@site/contracts/src/api-codes';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadContracts } from '../../api/load-contracts';

/**
 * A members-only body as sanitized HTML. Code 403 (not a member) and 404 (`data.reason`
 * 'not-found' or 'not-synced') are shown in place of the body; a service that is down is a
 * toast, with a way to try again in place of the body.
 */
export function getMemberContent(call: ApiCall, kind: MemberContentType, slug: string) {
  return call({
    method: 'GET',
    path: `/content/${kind}/${encodeURIComponent(slug)}`,
    // Content pages stay free of zod: the schema loads alongside the request.
    schema: () => loadContracts().then((m) => m.MemberContentSchema),
    silentCodes: [API_CODE.membersOnly, API_CODE.notFound],
  });
}

export function useGetMemberContent() {
  const call = useApiClient();
  return useCallback((kind: MemberContentType, slug: string) => getMemberContent(call, kind, slug), [call]);
}
