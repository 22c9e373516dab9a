import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from './logger';
import { redactLinkTokens, requestTarget } from './link-tokens';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// Client-supplied forwarding headers are dropped: the API keys rate limits on the address we
// send, so it must be the socket's, never a value the client chose.
const SPOOFABLE = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'x-proxy-secret',
]);

const UPSTREAM_TIMEOUT_MS = 120_000;

/**
 * What the reader is told when the API cannot answer, in the language the site sends in
 * `x-locale` (jp when absent): the site shows it as a toast (spec section 8). The nginx
 * configuration answers the same texts (deploy/nginx/site.conf, `$api_down_msg`).
 */
export const PROXY_MESSAGES = {
  unavailable: {
    jp: 'ただいまサービスをご利用いただけません。しばらくしてからもう一度お試しください。',
    zh: '服务暂时不可用，请稍后再试。',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  timeout: {
    jp: 'サービスから時間内に応答がありませんでした。もう一度お試しください。',
    zh: '服务未能及时响应，请再试一次。',
    en: 'The service did not answer in time. Please try again.',
  },
} as const;

type ProxyLocale = keyof (typeof PROXY_MESSAGES)['unavailable'];

function proxyLocale(header: string | string[] | undefined): ProxyLocale {
  const value = Array.isArray(header) ? header[0] : header;
  return value === 'zh' || value === 'en' ? value : 'jp';
}

function withoutHopByHop(headers: IncomingHttpHeaders, extraDrop: Set<string>): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || extraDrop.has(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) is reported as `1.2.3.4`. */
export function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

export interface ProxyContext {
  requestId: string;
  https: boolean;
  /** Sets the site's own headers (security, no-store) on the answer before it is sent. */
  decorate(res: ServerResponse): void;
}

function sendEnvelope(res: ServerResponse, ctx: ProxyContext, code: 502 | 504, msg: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, msg });
  res.statusCode = code;
  ctx.decorate(res);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** Streams `/website/*` to the website API in both directions. */
export function createApiProxy(apiUrl: URL, logger: Logger, proxySecret = process.env.API_PROXY_SECRET) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const proxy = (req: IncomingMessage, res: ServerResponse, ctx: ProxyContext) => {
    const headers = withoutHopByHop(req.headers, SPOOFABLE);
    headers.host = apiUrl.host;
    headers['x-forwarded-for'] = clientAddress(req);
    headers['x-forwarded-proto'] = ctx.https ? 'https' : 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    headers['x-request-id'] = ctx.requestId;
    // Proves to the API that this X-Forwarded-For is the site server's (API_PROXY_SECRET, decision 024).
    if (proxySecret) headers['x-proxy-secret'] = proxySecret;

    const upstream = http.request({
      protocol: apiUrl.protocol,
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    let timedOut = false;
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => {
      timedOut = true;
      upstream.destroy(new Error('upstream timeout'));
    });
    upstream.on('response', (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(withoutHopByHop(answer.headers, new Set()))) {
        if (value !== undefined) res.setHeader(name, value);
      }
      ctx.decorate(res);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      // The path and query key names only, never the query: see link-tokens.ts.
      logger.warn('website API unreachable', {
        requestId: ctx.requestId,
        method: req.method,
        ...requestTarget(req.url),
        error: redactLinkTokens(error.message),
      });
      const locale = proxyLocale(req.headers['x-locale']);
      if (timedOut) sendEnvelope(res, ctx, 504, PROXY_MESSAGES.timeout[locale]);
      else sendEnvelope(res, ctx, 502, PROXY_MESSAGES.unavailable[locale]);
    });
    // A client that goes away stops the upstream exchange too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  return Object.assign(proxy, { close: () => agent.destroy() });
}
