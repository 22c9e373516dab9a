import type { PageVisitBody } from '@site/contracts';
import { apiRequest, type ApiHandlers } from '../../api/api-client';

/**
 * Fire and forget: a lost visit must never bother the reader. No token: a visit names no one.
 * `newEnterPage` records every page shown, `enterPage` the page a visit entered the site on.
 */
export function recordVisit(
  handlers: ApiHandlers,
  body: PageVisitBody,
  path: '/newEnterPage' | '/enterPage' = '/newEnterPage',
) {
  return apiRequest<unknown>(handlers, {
    method: 'POST',
    path,
    body,
    background: true,
    keepalive: true,
    anonymous: true,
  });
}
