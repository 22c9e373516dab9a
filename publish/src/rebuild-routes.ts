import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  REBUILD_PATH,
  REBUILD_STATUS_PATH,
  WEBHOOK_BODY_LIMIT,
  type RebuildRouteTarget,
  type SendJson,
} from '@site/releases';
import { changeFromBody, readLimitedBody, type RebuildScheduler } from './scheduler';
import { isAuthorized } from './rebuild-token';

/**
 * The publish-to-live routes (decisions 040, 072, 074), answered by the builder: `POST
 * /__rebuild` (the CMS webhook) and `GET|HEAD /__rebuild/status`, behind the rebuild token.
 * The site servers pass them on (server/src/rebuild-routes.ts).
 */

/** Answers one request on a rebuild route from the scheduler of this process. */
export async function answerRebuildRoute(
  req: IncomingMessage,
  res: ServerResponse,
  target: RebuildRouteTarget,
  rebuilds: RebuildScheduler,
  token: string,
  sendJson: SendJson,
): Promise<void> {
  const { pathname, search } = target;
  if (!isAuthorized(req.headers.authorization, token)) {
    req.resume();
    res.setHeader('WWW-Authenticate', 'Bearer');
    sendJson(401, { code: 401, msg: 'Unauthorized' });
    return;
  }
  if (pathname === REBUILD_PATH && req.method === 'POST') {
    // A CMS webhook body names the document, locale and event: its publish state is kept.
    const change = changeFromBody(await readLimitedBody(req, WEBHOOK_BODY_LIMIT));
    sendJson(202, { code: 200, msg: 'Rebuild scheduled', data: rebuilds.request(change) });
  } else if (pathname === REBUILD_STATUS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    req.resume();
    const query = new URLSearchParams(search);
    const [type, documentId] = [query.get('type'), query.get('documentId')];
    if (type === null && documentId === null) {
      sendJson(200, { code: 200, msg: 'ok', data: rebuilds.status() });
    } else if (!type || !documentId) {
      sendJson(400, { code: 400, msg: 'type and documentId go together' });
    } else {
      const data = rebuilds.documentStatus(
        type,
        documentId,
        query.get('locale') || null,
        query.get('slug') || null,
      );
      sendJson(200, { code: 200, msg: 'ok', data });
    }
  } else {
    req.resume();
    res.setHeader('Allow', pathname === REBUILD_PATH ? 'POST' : 'GET, HEAD');
    sendJson(405, { code: 405, msg: 'Method not allowed' });
  }
}
