import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_CLIENT_ID, TEST_PROXY_SECRET } from './app';

// Fastify's inject (light-my-request) loads `cookie` 2, which ships only as an ES module that
// Jest's CommonJS runtime cannot load untransformed. Its one function used there, for request
// cookies, is the same as `serialize` of the CommonJS `cookie` release at the root.
// `virtual` keeps this harmless once the nested copy is gone.
jest.mock(
  '../../../node_modules/light-my-request/node_modules/cookie/dist/index.js',
  () => ({
    stringifySetCookie: ({ name, value }: { name: string; value: string }) =>
      require('cookie').serialize(name, value),
  }),
  { virtual: true },
);

export interface CallOptions {
  token?: string;
  locale?: 'jp' | 'zh' | 'en';
  /** Client address as the site server reports it (X-Forwarded-For); a fresh one per call unless set. */
  ip?: string;
  headers?: Record<string, string>;
  /** Socket address of the caller; light-my-request's default 127.0.0.1 is the trusted proxy. */
  remoteAddress?: string;
  /** X-Proxy-Secret sent along (the configured one unless set; null: none). */
  proxySecret?: string | null;
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data?: T };
  headers: Record<string, unknown>;
}

let nextClient = 1;
function freshIp() {
  nextClient += 1;
  return `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient & 255}`;
}

/** Calls the API in process as the site would: with the client id, a locale and a client address. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    clientId: TEST_CLIENT_ID,
    'x-forwarded-for': options.ip ?? freshIp(),
    ...(options.proxySecret === null ? {} : { 'x-proxy-secret': options.proxySecret ?? TEST_PROXY_SECRET }),
    ...(options.locale ? { 'x-locale': options.locale } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const request: InjectOptions = { method, url, headers, remoteAddress: options.remoteAddress };
  if (payload !== undefined) request.payload = payload as InjectOptions['payload'];
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export const post = <T = unknown>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options?: CallOptions,
) => call<T>(app, 'POST', url, payload, options);
export const get = <T = unknown>(app: FastifyInstance, url: string, options?: CallOptions) =>
  call<T>(app, 'GET', url, undefined, options);
export const put = <T = unknown>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options?: CallOptions,
) => call<T>(app, 'PUT', url, payload, options);
