import { useCallback } from 'react';
import { API_CODE, MemberContentSchema, type MemberContentType } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';

/**
 * A members-only body as sanitized HTML. Code 403 (not a member) and 404 (`data.reason`
 * 'not-found' or 'not-synced') are shown in place of the body.
 */
export function getMemberContent(call: ApiCall, kind: MemberContentType, slug: string) {
  return call({
    method: 'GET',
    path: `/content/${kind}/${encodeURIComponent(slug)}`,
    schema: MemberContentSchema,
    silentCodes: [API_CODE.membersOnly, API_CODE.notFound],
    critical: true,
  });
}

export function useGetMemberContent() {
  const call = useApiClient();
  return useCallback((kind: MemberContentType, slug: string) => getMemberContent(call, kind, slug), [call]);
}
