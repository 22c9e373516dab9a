import net from 'node:net';
import type { RawAnswer } from './fixtures';
import { DESKTOP, IPHONE } from './fixtures';

/**
 * Cases the Node site server (server/test) and nginx (deploy/nginx/nginx.test.ts) must
 * answer the same way: both tests iterate these tables, so the two servers cannot drift.
 */

/**
 * Token pages (decision 042) as a mail client may open them: [user-agent, path, status,
 * Location]. Each answers no-store and no-referrer, asked with the token or without a query;
 * a redirect keeps the query.
 */
export const TOKEN_PAGE_VARIANTS: [string, string, number, string | null][] = [
  [DESKTOP, '/pwd-active', 200, null],
  [DESKTOP, '/pwd-active/', 200, null],
  [DESKTOP, '/pwd-active/index.html', 200, null],
  [DESKTOP, '/account-active', 200, null],
  [DESKTOP, '/history-active/index.html', 200, null],
  [DESKTOP, '/zh/pwd-active', 200, null],
  [DESKTOP, '/en/account-active/', 200, null],
  [DESKTOP, '/en/history-active/index.html', 200, null],
  [DESKTOP, '/mobile/pwd-active', 200, null],
  [DESKTOP, '/zh/mobile/account-active/index.html', 200, null],
  [IPHONE, '/pc/history-active', 200, null],
  [IPHONE, '/en/pwd-active', 200, null],
  [DESKTOP, '/page-data/pwd-active/page-data.json', 200, null],
  [DESKTOP, '/page-data/en/account-active/page-data.json', 200, null],
  [IPHONE, '/page-data/zh/pc/history-active/page-data.json', 200, null],
  [DESKTOP, '/pc/pwd-active', 301, '/pwd-active'],
  [DESKTOP, '/pc/pwd-active/', 301, '/pwd-active'],
  [DESKTOP, '/en/pc/account-active', 301, '/en/account-active'],
  [DESKTOP, '/zh/pc/history-active', 301, '/zh/history-active'],
  [IPHONE, '/mobile/pwd-active', 301, '/pwd-active'],
  [IPHONE, '/en/mobile/history-active/', 301, '/en/history-active'],
  // Not a page in this build: its not-found page, with the same headers.
  [DESKTOP, '/pc/pwd-active/index.html', 404, null],
];

/** The queries each variant is asked with: `describe.each(tokenSearches(token))`. */
export const tokenSearches = (token: string): [string, string][] => [
  ['with the token', `?token=${token}`],
  ['without a query', ''],
];

type Get = (p: string, headers?: Record<string, string>) => Promise<RawAnswer>;

/** Asks for one of `TOKEN_PAGE_VARIANTS` with `search`: its status and Location, no-store, no-referrer. */
export async function expectTokenPageAnswer(
  get: Get,
  [ua, p, status, location]: [string, string, number, string | null],
  search: string,
): Promise<RawAnswer> {
  const res = await get(`${p}${search}`, { 'User-Agent': ua });
  expect([res.status, res.headers.location ?? null]).toEqual([
    status,
    location === null ? null : `${location}${search}`,
  ]);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  return res;
}

/** Any address with a token query is a token page, the root's locale redirect included. */
export async function expectAnyTokenAddressIsTokenPage(get: Get, token: string) {
  for (const [p, status] of [
    [`/news?token=${token}`, 200],
    [`/missing?token=${token}`, 404],
    [`/page-data/news/page-data.json?%74oken=${token}`, 200],
  ] as const) {
    const res = await get(p, { 'User-Agent': DESKTOP });
    expect([p, res.status, res.headers['cache-control'], res.headers['referrer-policy']]).toEqual([
      p,
      status,
      'no-store',
      'no-referrer',
    ]);
  }
  const root = await get(`/?token=${token}`, { Cookie: 'locale=en' });
  expect([root.status, root.headers.location]).toEqual([302, `/en?token=${token}`]);
  expect(root.headers['cache-control']).toBe('no-store');
  expect(root.headers['referrer-policy']).toBe('no-referrer');
}

/**
 * Mailed links whose '?' a mail client encoded: [user-agent, path, status, Location]. A link
 * page goes to itself with the query restored; every answer is no-store and no-referrer.
 */
export const encodedQueryCases = (token: string): [string, string, number, string | null][] => [
  [DESKTOP, `/en/pwd-active%3Ftoken=${token}`, 302, `/en/pwd-active?token=${token}`],
  [DESKTOP, `/pwd-active%3ftoken%3D${token}`, 302, `/pwd-active?token=${token}`],
  [DESKTOP, `/zh/account-active/%3Ftoken=${token}`, 302, `/zh/account-active/?token=${token}`],
  [DESKTOP, `/history-active/index.html%3Ftoken=${token}`, 302, `/history-active/index.html?token=${token}`],
  [IPHONE, `/en/mobile/pwd-active%3Ftoken=${token}`, 302, `/en/mobile/pwd-active?token=${token}`],
  [DESKTOP, `/en/pc/account-active%3Ftoken=${token}`, 302, `/en/pc/account-active?token=${token}`],
  // Not a link page, or a query that is not a plain one: the not-found page, still no-store.
  [DESKTOP, `/en/news%3Ftoken=${token}`, 404, null],
  [DESKTOP, `/en/pwd-active%3Ftoken=${token}%22x`, 404, null],
];

/** Asks for each of `encodedQueryCases(token)`: its status and Location, no-store, no-referrer. */
export async function expectEncodedQueryAnswers(get: Get, token: string) {
  for (const [ua, p, status, location] of encodedQueryCases(token)) {
    const res = await get(p, { 'User-Agent': ua });
    expect([p, res.status, res.headers.location ?? null]).toEqual([p, status, location]);
    expect([p, res.headers['cache-control'], res.headers['referrer-policy']]).toEqual([
      p,
      'no-store',
      'no-referrer',
    ]);
  }
}

/**
 * Request paths that try to turn the device redirect into one off the site (backslashes,
 * encoded slashes after the agent's own device segment), with the agent that asks.
 */
export const OFF_SITE_PROBES: { ua: string; path: string }[] = (
  [
    [DESKTOP, 'pc'],
    [IPHONE, 'mobile'],
  ] as const
).flatMap(([ua, own]) =>
  [
    '\\evil.com',
    '\\\\evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '%5Cevil.com',
    '%5C%5Cevil.com',
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '\\evil.com/pwd-active?token=x',
  ].flatMap((rest) => ['', '/en', '/zh'].map((prefix) => ({ ua, path: `${prefix}/${own}/${rest}` }))),
);

/** A Location that leaves the site: `//host`, `/\host` or one with a scheme. */
export const OFF_SITE_LOCATION = /^(?:\/[/\\]|[a-z]+:)/i;

/** Sends the request line byte for byte (a backslash included); resolves to the raw answer. */
export const rawGet = (port: number, p: string, ua: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${p} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${ua}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });

/** The Location header of a raw answer ('' without one). */
export const rawLocation = (answer: string) => /\r\nLocation: ([^\r]*)/i.exec(answer)?.[1] ?? '';
