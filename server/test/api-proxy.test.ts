import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';
import { PROXY_MESSAGES } from '../src/api-proxy';

let buildsDir: string;
let upstream: http.Server;
let running: RunningSite;
let releaseStream: () => void = () => undefined;

interface Echo {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

beforeAll(async () => {
  buildsDir = tempDir('site-proxy-');
  await makeRelease(buildsDir, 'r1');
  pointCurrent(buildsDir, 'r1');
  upstream = http.createServer((req, res) => {
    if (req.url === '/website/stream') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first\n');
      releaseStream = () => res.end('second\n');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const echo: Echo = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=600',
        'X-Api': 'yes',
      });
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: echo }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  running = await startSite({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  await running.site.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

describe('/website/* proxy', () => {
  it('forwards method, path, query, body and headers, replacing X-Forwarded-For', async () => {
    const res = await request(running.port, '/website/auth/login?x=1', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        clientId: 'site',
        'X-Forwarded-For': '203.0.113.9, 10.0.0.1',
        'X-Real-IP': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
        Host: 'www.example.com',
      },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-api']).toBe('yes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const echo = (JSON.parse(res.text) as { data: Echo }).data;
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/website/auth/login?x=1');
    expect(echo.body).toBe('{"email":"a@example.com"}');
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-host']).toBe('www.example.com');
    expect(echo.headers['x-real-ip']).toBeUndefined();
    expect(echo.headers.forwarded).toBeUndefined();
    expect(echo.headers.clientid).toBe('site');
    expect(echo.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  it('streams the answer as it comes', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port: running.port, path: '/website/stream', agent: false },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // The upstream holds the rest until the first part has arrived here.
            if (text === 'first\n') releaseStream();
          });
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
    });
    expect(received).toBe('first\nsecond\n');
  });

  it('answers 502 in the envelope when the API is down', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await startSite({
      BUILDS_DIR: buildsDir,
      REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
      API_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const res = await request(down.port, '/website/newEnterPage', { method: 'POST', body: '{}' });
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(res.text)).toEqual({ code: 502, msg: PROXY_MESSAGES.unavailable.jp });
      // The message is in the reader's language, as the site names it in x-locale.
      for (const locale of ['en', 'zh'] as const) {
        const localized = await request(down.port, '/website/contact', {
          method: 'POST',
          body: '{}',
          headers: { 'x-locale': locale, 'content-type': 'application/json' },
        });
        expect(JSON.parse(localized.text)).toEqual({ code: 502, msg: PROXY_MESSAGES.unavailable[locale] });
      }
    } finally {
      await down.site.close();
    }
  });
});
