import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { redactLinkTokens, requestTarget, type Logger } from '@site/runtime';

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
/** Answer headers not passed on: nothing tells a client what the API runs on. */
const DROPPED_ANSWER_HEADERS = new Set(['x-powered-by', 'server']);

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
 * The website API's body limit (Fastify `bodyLimit` in website-api/src/app.ts; the proxy test
 * checks they are equal). The proxy refuses a larger body itself, before or while forwarding
 * it: an API that answers 413 and closes the socket mid-upload left the proxy with a broken
 * exchange, and the reader with a 502.
 */
export const API_BODY_LIMIT = 64 * 1024;

/** How long the rest of a refused body is read (and dropped) so the client sees the answer. */
const LINGER_MS = 5_000;

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
  /** The API's own `payloadTooLarge` texts (website-api/src/i18n/messages.ts; the test compares). */
  tooLarge: {
    jp: 'リクエストが大きすぎます。',
    zh: '请求内容过大。',
    en: 'The request is too large.',
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

function sendEnvelope(res: ServerResponse, ctx: ProxyContext, code: 413 | 502 | 504, msg: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, msg });
  res.statusCode = code;
  ctx.decorate(res);
  // The rest of a refused body is not read on this connection.
  if (code === 413) res.setHeader('Connection', 'close');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Reads (and drops) what a client still sends after its answer, for at most LINGER_MS: a
 * client that is still uploading reads the answer instead of a reset connection.
 */
function lingerAfterAnswer(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  res.once('finish', () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.socket.once('close', () => clearTimeout(timer));
  });
}

/** Streams `/website/*` to the website API in both directions. */
export function createApiProxy(apiUrl: URL, logger: Logger, proxySecret = process.env.API_PROXY_SECRET) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const proxy = (req: IncomingMessage, res: ServerResponse, ctx: ProxyContext) => {
    const locale = proxyLocale(req.headers['x-locale']);
    const tooLarge = () => {
      lingerAfterAnswer(req, res);
      sendEnvelope(res, ctx, 413, PROXY_MESSAGES.tooLarge[locale]);
    };
    // A declared length above the limit never reaches the API.
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > API_BODY_LIMIT) {
      tooLarge();
      return;
    }

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
    /** The API's answer has begun: it is relayed whatever happens to the request side. */
    let answered = false;
    /** The body went over the limit: the exchange was cut and 413 answered here. */
    let refused = false;
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => {
      timedOut = true;
      upstream.destroy(new Error('upstream timeout'));
    });
    upstream.on('response', (answer) => {
      answered = true;
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(withoutHopByHop(answer.headers, DROPPED_ANSWER_HEADERS))) {
        if (value !== undefined) res.setHeader(name, value);
      }
      ctx.decorate(res);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      // An early answer (before the whole body was sent): the rest of the body is dropped.
      if (!req.complete) {
        stopForwarding();
        lingerAfterAnswer(req, res);
      }
    });
    upstream.on('error', (error) => {
      // The API answered before it had read the body and closed its side: the answer stands.
      if (answered || refused) return;
      // The path and query key names only, never the query: see link-tokens.ts.
      logger.warn('website API unreachable', {
        requestId: ctx.requestId,
        method: req.method,
        ...requestTarget(req.url),
        error: redactLinkTokens(error.message),
      });
      if (timedOut) sendEnvelope(res, ctx, 504, PROXY_MESSAGES.timeout[locale]);
      else sendEnvelope(res, ctx, 502, PROXY_MESSAGES.unavailable[locale]);
    });
    // A client that goes away stops the upstream exchange too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    // The body is forwarded as it comes, counted: a body without a declared length (chunked)
    // that goes over the limit is cut before the API sees more than the limit.
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > API_BODY_LIMIT) {
        refused = true;
        stopForwarding();
        upstream.destroy();
        tooLarge();
        return;
      }
      if (!upstream.write(chunk)) req.pause();
    };
    const onDrain = () => req.resume();
    const onEnd = () => upstream.end();
    function stopForwarding() {
      req.off('data', onData);
      req.off('end', onEnd);
      upstream.off('drain', onDrain);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    upstream.on('drain', onDrain);
  };
  return Object.assign(proxy, { close: () => agent.destroy() });
}
