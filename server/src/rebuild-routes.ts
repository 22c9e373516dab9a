import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { RebuildRouteTarget, SendJson } from '@site/releases';
import type { Logger } from '@site/runtime';

export { isRebuildRoute, type SendJson } from '@site/releases';

/**
 * The site server passes the publish-to-live routes (`/__rebuild`, `/__rebuild/status`) on to
 * the builder (`BUILDER_URL`, decision 074), which answers them (publish/src/rebuild-routes.ts).
 */

/** Request headers the builder needs; nothing else of the caller's goes on. */
const HEADERS_ON = ['authorization', 'content-type', 'content-length'] as const;
/** Answer headers the caller needs back; the site server sets the rest itself. */
const HEADERS_BACK = ['www-authenticate', 'allow', 'retry-after'] as const;
/** The builder's answers are a few kilobytes of JSON. */
const ANSWER_LIMIT = 1024 * 1024;
const DEFAULT_FORWARD_TIMEOUT_MS = 15_000;

export interface RebuildForwarder {
  /**
   * Passes one request on a rebuild route to the builder (method, `Authorization`, body,
   * query) and answers with the builder's status and JSON. The builder decides on the token.
   */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    target: RebuildRouteTarget,
    sendJson: SendJson,
    requestId: string,
  ): Promise<void>;
  close(): void;
}

/** Forwarding of the rebuild routes to the builder at `builderUrl` (a site server's `BUILDER_URL`). */
export function createRebuildForwarder(
  builderUrl: URL,
  logger: Logger,
  options: { timeoutMs?: number } = {},
): RebuildForwarder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FORWARD_TIMEOUT_MS;
  const client = builderUrl.protocol === 'https:' ? https : http;
  // A fresh connection per request: a kept-alive socket the builder closes just as it is
  // reused would fail a webhook that cannot be sent again (its body is already read).
  const agent = new client.Agent({ keepAlive: false });
  const basePath = builderUrl.pathname.replace(/\/+$/, '');

  function unavailable(
    res: ServerResponse,
    sendJson: SendJson,
    requestId: string,
    status: 502 | 503,
    msg: string,
    error: unknown,
  ) {
    logger.warn(status === 503 ? 'site builder not reachable' : 'site builder answer unusable', {
      requestId,
      builder: builderUrl.origin,
      // Errors of node:http may come from another realm (test runners): no instanceof.
      code: (error as NodeJS.ErrnoException | null)?.code,
      reason: (error as Error | null)?.message ?? String(error),
    });
    if (res.headersSent || res.destroyed) return;
    res.setHeader('Retry-After', '10');
    sendJson(status, { code: status, msg });
  }

  return {
    forward(req, res, target, sendJson, requestId) {
      return new Promise<void>((resolve) => {
        let settled = false;
        const settle = (answer: () => void) => {
          if (settled) return;
          settled = true;
          answer();
          resolve();
        };
        const headers: OutgoingHttpHeaders = { 'x-request-id': requestId };
        for (const name of HEADERS_ON) {
          const value = req.headers[name];
          if (value !== undefined) headers[name] = value;
        }
        const upstream = client.request(
          {
            protocol: builderUrl.protocol,
            hostname: builderUrl.hostname.replace(/^\[|\]$/g, ''),
            port: builderUrl.port || undefined,
            path: `${basePath}${target.pathname}${target.search}`,
            // The builder answers HEAD as GET without the body; the body is left out here.
            method: req.method === 'HEAD' ? 'GET' : req.method,
            headers,
            agent,
            timeout: timeoutMs,
          },
          (answer) => {
            const chunks: Buffer[] = [];
            let size = 0;
            answer.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size <= ANSWER_LIMIT) chunks.push(chunk);
            });
            answer.on('error', (error) =>
              settle(() =>
                unavailable(res, sendJson, requestId, 503, 'The site builder broke off its answer', error),
              ),
            );
            answer.on('end', () =>
              settle(() => {
                let body: unknown;
                try {
                  if (size > ANSWER_LIMIT) throw new Error(`answer longer than ${ANSWER_LIMIT} bytes`);
                  body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
                } catch (error) {
                  unavailable(
                    res,
                    sendJson,
                    requestId,
                    502,
                    'The site builder gave an answer that is not JSON',
                    error,
                  );
                  return;
                }
                if (res.destroyed) return;
                for (const name of HEADERS_BACK) {
                  const value = answer.headers[name];
                  if (value !== undefined) res.setHeader(name, value);
                }
                sendJson(answer.statusCode ?? 502, body);
              }),
            );
          },
        );
        upstream.on('timeout', () => upstream.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        upstream.on('error', (error) =>
          settle(() =>
            unavailable(
              res,
              sendJson,
              requestId,
              503,
              'The site builder is not reachable: publishing resumes when it is back',
              error,
            ),
          ),
        );
        // A caller that goes away takes its forwarded request along.
        res.once('close', () => {
          if (!settled) upstream.destroy(new Error('the caller went away'));
        });
        req.on('error', (error) => upstream.destroy(error));
        req.pipe(upstream);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
