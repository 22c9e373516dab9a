import type { PageVisitBody } from '@site/contracts';
import { apiRequest, type ApiHandlers } from '../../api/api-client';

/** Fire and forget: a lost visit must never bother the reader. No token: a visit names no one. */
export function recordVisit(handlers: ApiHandlers, body: PageVisitBody) {
  return apiRequest<unknown>(handlers, {
    method: 'POST',
    path: '/newEnterPage',
    body,
    background: true,
    keepalive: true,
    anonymous: true,
  });
}
