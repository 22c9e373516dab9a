import fs from 'fs';
import os from 'os';
import path from 'path';
import { Writable } from 'stream';
import { createTestApp, TEST_CLIENT_ID, type TestApp } from './helpers/app';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { describeEngines } from './helpers/database';
import { get, post } from './helpers/client';
import { PASSWORD, activeMember, latestMail, login, uniqueEmail } from './helpers/members';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
};

describeEngines('headers and malformed requests', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const raw = (payload: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/website/auth/login',
      payload,
      headers: { clientId: TEST_CLIENT_ID, 'content-type': contentType, ...headers },
    });

  it('sends the security headers on success, failure and unknown routes', async () => {
    for (const answer of [
      await post(t.app, '/website/newEnterPage', {
        pageTitle: 'a',
        pageUrl: '/',
        deviceType: 'computer English',
      }),
      await post(t.app, '/website/auth/login', {}),
      await get(t.app, '/website/nothing-here'),
      await get(t.app, '/website/member/me'),
    ]) {
      expect(answer.headers).toMatchObject(SECURITY_HEADERS);
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    }
    expect((await get(t.app, '/website/nothing-here', { locale: 'en' })).body).toEqual({
      code: 404,
      msg: 'The requested resource was not found.',
    });
  });

  it('adds HSTS only behind HTTPS', async () => {
    const https = await get(t.app, '/website/member/me', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get(t.app, '/website/member/me')).headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses requests without the configured clientId', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/website/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 400, msg: 'このクライアントからは利用できません。' });
    const wrong = await post(
      t.app,
      '/website/auth/login',
      { email: 'a@b.co', password: 'x' },
      { headers: { clientId: 'other' } },
    );
    expect(wrong.status).toBe(400);
  });

  it.each([
    ['{}', 'application/json'],
    ['[]', 'application/json'],
    ['null', 'application/json'],
    ['"text"', 'application/json'],
    ['{"email":', 'application/json'],
    ['', 'application/json'],
    ['email=a@b.co&password=x', 'application/x-www-form-urlencoded'],
    ['{"email":"a@b.co","password":"x"}', 'text/plain'],
    [JSON.stringify({ email: { $gt: '' }, password: { toString: 1 } }), 'application/json'],
    [JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(129) }), 'application/json'],
    [JSON.stringify({ email: `${'a'.repeat(300)}@b.co`, password: 'x' }), 'application/json'],
    [JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: 1 } }), 'application/json'],
  ])('answers %p (%s) with a 4xx envelope', async (payload, contentType) => {
    const answer = await raw(payload, contentType);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    const body = answer.json();
    expect(body).toEqual({
      code: answer.statusCode,
      msg: expect.any(String),
      ...(body.data ? { data: expect.any(Array) } : {}),
    });
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const answer = await raw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100_000) }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ code: 413, msg: expect.any(String) });
  });
});

describeEngines('logs', (engine) => {
  it('writes one line per request with its id, logs logins, and never writes secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createTestApp(engine, { logger: { level: 'info', stream } });
    try {
      const email = await activeMember(t.app, uniqueEmail('logged'));
      const session = await login(t.app, email);
      await post(t.app, '/website/auth/login', { email, password: 'Wrong-Kettle-00' });
      await post(t.app, '/website/auth/forgot-password', { email });
      const reset = (await latestMail(t.app, email))!.token!;
      const activation = (
        await t.app.db.kysely
          .selectFrom('outbox')
          .select('payload')
          .where('kind', '=', 'activation')
          .where('to', '=', email)
          .executeTakeFirstOrThrow()
      ).payload;
      await get(t.app, '/website/member/me', { token: session, headers: { cookie: `authToken=${session}` } });

      const text = lines.join('\n');
      for (const secret of [PASSWORD, 'Wrong-Kettle-00', session, reset, JSON.parse(activation).link])
        expect(text).not.toContain(secret);
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = records.filter((r) => r.msg === 'request');
      expect(requests.length).toBe(6);
      for (const r of requests) expect(r.reqId).toEqual(expect.any(String));
      expect(new Set(requests.map((r) => r.reqId)).size).toBe(6);
      expect(records.filter((r) => r.event === 'login').map((r) => r.outcome)).toEqual([
        'success',
        'invalid',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('data files', () => {
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

  it('creates the SQLite database and its WAL and SHM files readable by the owner only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'website-api-modes-'));
    const file = path.join(dir, 'data', 'website-api.sqlite');
    const db = openDatabase({ kind: 'sqlite', path: file });
    try {
      await migrateToLatest(db);
      await db.kysely
        .insertInto('rate_counters')
        .values({ key: 'mode-check', window_start: 1, count: 1 })
        .execute();
      for (const extra of ['', '-wal', '-shm']) expect(modeOf(`${file}${extra}`)).toBe(0o600);
      expect(modeOf(path.dirname(file))).toBe(0o700);
    } finally {
      await db.kysely.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('narrows a database file made readable by others before', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'website-api-modes-'));
    const file = path.join(dir, 'website-api.sqlite');
    const first = openDatabase({ kind: 'sqlite', path: file });
    await migrateToLatest(first);
    await first.kysely.destroy();
    fs.chmodSync(file, 0o644);
    const again = openDatabase({ kind: 'sqlite', path: file });
    try {
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await again.kysely.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
