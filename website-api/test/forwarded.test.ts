import http from 'http';
import type { AddressInfo } from 'net';
import { createApiProxy } from '../../server/src/api-proxy';
import { createLogger } from '@site/runtime';
import { ConfigError, loadConfig } from '../src/config';
import { TEST_CLIENT_ID, TEST_PROXY_SECRET, createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post, type CallOptions } from './helpers/client';
import { uniqueEmail } from './helpers/members';

const FORGOT = '/website/auth/forgot-password';

describe('TRUST_PROXY and API_PROXY_SECRET', () => {
  it('trust no proxy by default', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toEqual([]);
    expect(config.proxySecret).toBeNull();
  });

  it('read addresses and CIDRs, comma-separated', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 2001:db8::/32 ,127.0.0.1,' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '127.0.0.1',
    ]);
  });

  it.each(['loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com', '2001:db8::/129'])(
    'refuse %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    },
  );

  it('refuse a short secret', () => {
    expect(() => loadConfig({ API_PROXY_SECRET: 'short' })).toThrow(/API_PROXY_SECRET/);
  });
});

/**
 * Eleven forgot-password requests for different addresses, each with its own X-Forwarded-For:
 * the per-client limit of the route is 10 a minute, so the eleventh is refused exactly when all
 * of them counted as one client.
 */
async function rotating(t: TestApp, options: (i: number) => CallOptions): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 11; i += 1) {
    statuses.push(
      (await post(t.app, FORGOT, { email: uniqueEmail('fwd') }, { ip: `203.0.113.${i + 1}`, ...options(i) }))
        .status,
    );
  }
  return statuses;
}
const ONE_CLIENT = [...Array<number>(10).fill(200), 429];
const MANY_CLIENTS = Array<number>(11).fill(200);

describeEngines('forwarded headers', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('without TRUST_PROXY, X-Forwarded-For counts from nobody, loopback included', async () => {
    t = await createTestApp(engine, { env: { TRUST_PROXY: '' } });
    expect(await rotating(t, () => ({}))).toEqual(ONE_CLIENT);
  });

  it('honours X-Forwarded-For from a configured proxy network only', async () => {
    t = await createTestApp(engine, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    expect(await rotating(t, () => ({ remoteAddress: '10.1.2.3' }))).toEqual(MANY_CLIENTS);
    expect(await rotating(t, () => ({ remoteAddress: '192.0.2.60' }))).toEqual(ONE_CLIENT);
    // Loopback is not in the list: a local process is one client like any other.
    expect(await rotating(t, () => ({ remoteAddress: '127.0.0.1' }))).toEqual(ONE_CLIENT);
  });

  it('with API_PROXY_SECRET, a configured proxy must also present the secret', async () => {
    t = await createTestApp(engine, {
      env: { TRUST_PROXY: '127.0.0.1', API_PROXY_SECRET: TEST_PROXY_SECRET },
    });
    expect(await rotating(t, () => ({ remoteAddress: '127.0.0.1' }))).toEqual(MANY_CLIENTS);
    expect(
      await rotating(t, () => ({ remoteAddress: '127.0.0.1', proxySecret: `${TEST_PROXY_SECRET}x` })),
    ).toEqual(ONE_CLIENT);
  });

  it('without the secret, a loopback peer is one client however it rotates the header', async () => {
    t = await createTestApp(engine, {
      env: { TRUST_PROXY: '127.0.0.1', API_PROXY_SECRET: TEST_PROXY_SECRET },
    });
    expect(await rotating(t, () => ({ proxySecret: null }))).toEqual(ONE_CLIENT);
  });

  it('takes X-Forwarded-Proto (HSTS) from a proven proxy only', async () => {
    t = await createTestApp(engine, {
      env: { TRUST_PROXY: '127.0.0.1', API_PROXY_SECRET: TEST_PROXY_SECRET },
    });
    const proto = { 'x-forwarded-proto': 'https' };
    expect(
      (await get(t.app, '/website/member/me', { headers: proto })).headers['strict-transport-security'],
    ).toBeDefined();
    expect(
      (await get(t.app, '/website/member/me', { headers: proto, proxySecret: null })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    expect(
      (await get(t.app, '/website/member/me', { headers: proto, remoteAddress: '192.0.2.61' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });
});

describeEngines("the site server's request id", (engine) => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { TRUST_PROXY: '127.0.0.1', API_PROXY_SECRET: TEST_PROXY_SECRET },
      logger: {
        level: 'info',
        stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
  });
  afterAll(() => t.close());

  /** The `requestId` of the API's `request` line for one call, and whether the API kept its own id. */
  async function loggedFor(options: CallOptions): Promise<unknown> {
    lines.length = 0;
    await get(t.app, '/website/member/me', options);
    const line = lines.find((l) => l.msg === 'request');
    expect(line?.reqId).toEqual(expect.any(String));
    return line?.requestId;
  }

  it("is logged with the API's own lines when the proven proxy sends it", async () => {
    const id = '0f8c2a4e-6b1d-4c3a-9e7f-2d5b8a1c3e90';
    expect(await loggedFor({ headers: { 'x-request-id': id } })).toBe(id);
  });

  it('is ignored from anyone else, and when it is not shaped like an id', async () => {
    const id = '0f8c2a4e-6b1d-4c3a-9e7f-2d5b8a1c3e90';
    expect(await loggedFor({ headers: { 'x-request-id': id }, proxySecret: null })).toBeUndefined();
    expect(await loggedFor({ headers: { 'x-request-id': id }, remoteAddress: '192.0.2.62' })).toBeUndefined();
    expect(await loggedFor({ headers: { 'x-request-id': 'a b\n{"level":60}' } })).toBeUndefined();
  });
});

describeEngines('behind the site server proxy', (engine) => {
  let t: TestApp;
  let proxyServer: http.Server;
  let apiPort: number;
  let proxyPort: number;
  let closeProxy: () => void;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { TRUST_PROXY: '127.0.0.1', API_PROXY_SECRET: TEST_PROXY_SECRET },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiPort = (t.app.server.address() as AddressInfo).port;
    const proxy = createApiProxy(
      new URL(`http://127.0.0.1:${apiPort}`),
      createLogger('silent'),
      TEST_PROXY_SECRET,
    );
    closeProxy = proxy.close;
    proxyServer = http.createServer((req, res) =>
      proxy(req, res, { requestId: 'test', https: false, decorate: () => undefined }),
    );
    await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
    proxyPort = (proxyServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    closeProxy();
    proxyServer.closeAllConnections();
    await new Promise((resolve) => proxyServer.close(resolve));
    await t.close();
  });

  /** A forgot-password request over real sockets, from a chosen loopback address. */
  const send = (port: number, from: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: uniqueEmail('proxied') });
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          method: 'POST',
          path: FORGOT,
          agent: false,
          headers: { 'content-type': 'application/json', clientId: TEST_CLIENT_ID, ...headers },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('counts each browser by the address the site server saw; a spoofed header changes nothing', async () => {
    const fromA = [];
    for (let i = 0; i < 11; i += 1)
      fromA.push(await send(proxyPort, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(fromA).toEqual(ONE_CLIENT);
    // Another browser behind the same proxy keeps its own allowance.
    expect(await send(proxyPort, '127.0.0.3')).toBe(200);
    // Straight to the API from a local process on the proxy's own address, rotating the header
    // but without the secret: one client.
    const direct = [];
    for (let i = 0; i < 11; i += 1)
      direct.push(await send(apiPort, '127.0.0.1', { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(direct).toEqual(ONE_CLIENT);
  });
});
