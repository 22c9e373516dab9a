import { BlockList, isIPv4 } from 'net';
import { createHash, timingSafeEqual } from 'crypto';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

/** Headers a proxy writes about the client; from anyone else they are dropped unread. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;
export const PROXY_SECRET_HEADER = 'x-proxy-secret';
/** The site server's id of the reader's request, logged with the API's own lines as `requestId`. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What a request id may look like (the site server sends UUIDs, nginx 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The trusted proxy's `X-Request-Id`, when it sent one: the same for every attempt it passes on. */
    proxyRequestId: string | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The trusted proxies (`TRUST_PROXY`) as a lookup; IPv4-mapped IPv6 peers count as IPv4. */
export function proxyMatcher(entries: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address || entries.length === 0) return false;
    const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Forwarded headers count only from a configured proxy (`TRUST_PROXY`, handed to Fastify's
 * `trustProxy` for `request.ip`) and, with `API_PROXY_SECRET`, only when the proxy also
 * presents the secret. Otherwise they are removed before anything reads them (the rate
 * limits, `request.ip`, `request.protocol`), so the socket address counts. The secret itself
 * is removed from every request. A trusted proxy's `X-Request-Id` is logged with the request.
 */
export default fp(
  async function forwardedHeaders(app, options: { config: Pick<Config, 'trustProxy' | 'proxySecret'> }) {
    const isProxy = proxyMatcher(options.config.trustProxy);
    const secret = options.config.proxySecret === null ? null : digest(options.config.proxySecret);
    app.decorateRequest('proxyRequestId', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const headers = request.raw.headers;
      const given = headers[PROXY_SECRET_HEADER];
      delete headers[PROXY_SECRET_HEADER];
      const proven = secret === null || (typeof given === 'string' && timingSafeEqual(digest(given), secret));
      const trusted = isProxy(request.raw.socket.remoteAddress) && proven;
      if (!trusted) {
        for (const name of FORWARDED) delete headers[name];
      }
      // One reader's request followed across the site server and the API: the proxy's id goes
      // into every line of this request (the API keeps its own `reqId`). From anyone else, or
      // not shaped like an id, it is ignored: a client cannot write into the log through it.
      const siteRequestId = headers[REQUEST_ID_HEADER];
      if (trusted && typeof siteRequestId === 'string' && REQUEST_ID.test(siteRequestId)) {
        request.log = request.log.child({ requestId: siteRequestId });
        request.proxyRequestId = siteRequestId;
      }
      done();
    });
  },
  { name: 'forwarded-headers' },
);
