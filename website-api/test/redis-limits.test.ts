import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { openPartsStore, type PartsStore } from '@site/parts';
import { fixtureParts } from '../../packages/parts/test/fixtures';
import { buildApp } from '../src/app';
import { RedisStartError } from '../src/services/redis';
import { PARTS_RATE_LIMITS } from '../src/routes/website/parts';
import { createTestApps, testConfig, type TestApps } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { call, post } from './helpers/client';
import { uniqueEmail } from './helpers/members';
import { freePort } from '@site/test-utils/free-port';

/**
 * The per-client limits with several instances behind a load balancer: in memory (the
 * default) each instance counts alone; with REDIS_URL they share one count per client and
 * route. The Redis part needs a Redis server: TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).
 */
jest.setTimeout(60_000);

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const LOGIN_LIMIT = 30;

let nextBlock = 0;
/** A client address no other test of this run uses. */
function clientAddress() {
  nextBlock += 1;
  return `198.51.100.${nextBlock}`;
}

/** Sends `count` logins at once from one client, spread over the instances in turn. */
async function loginBurst(apps: FastifyInstance[], count: number, ip: string) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post(
        apps[i % apps.length],
        '/website/auth/login',
        { email: uniqueEmail('burst'), password: 'Wrong-Pass-123' },
        { ip },
      ),
    ),
  );
  return tally(answers.map((answer) => answer.status));
}

function tally(statuses: number[]) {
  const refused = statuses.filter((status) => status === 429).length;
  const others = statuses.filter((status) => status !== 429 && status !== 200);
  return { allowed: statuses.length - refused, refused, others };
}

/** buildApp over a fresh database; resolves to the error it failed with (the database is removed either way). */
async function startFailure(env: Record<string, string>): Promise<Error> {
  const database = await createTestDatabase('sqlite');
  try {
    const app = await buildApp({ config: testConfig(env), db: database.db, withParts: false }, false);
    await app.close();
    throw new Error('the API started');
  } catch (error) {
    return error as Error;
  } finally {
    await database.db.kysely.destroy();
    await database.drop();
  }
}

describe('per-client limits in memory (no REDIS_URL)', () => {
  let t: TestApps;
  beforeAll(async () => {
    t = await createTestApps('sqlite', 2);
  });
  afterAll(() => t?.close());

  it('counts each instance on its own: two instances let a client through twice', async () => {
    const { allowed, refused, others } = await loginBurst(t.apps, 2 * LOGIN_LIMIT + 10, clientAddress());
    expect(t.apps.every((app) => app.redis === null)).toBe(true);
    expect(others).toEqual([]);
    expect({ allowed, refused }).toEqual({ allowed: 2 * LOGIN_LIMIT, refused: 10 });
    process.stdout.write(
      `login limit in memory: ${2 * LOGIN_LIMIT + 10} requests over 2 instances, ${allowed} allowed, ${refused} refused\n`,
    );
  });
});

describe('Redis start-up', () => {
  it('refuses to start, naming REDIS_URL, when nothing listens there', async () => {
    const port = await freePort();
    const error = await startFailure({ REDIS_URL: `redis://:secret-password@127.0.0.1:${port}` });
    expect(error).toBeInstanceOf(RedisStartError);
    expect(error.message).toMatch(
      new RegExp(`^Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port} \\(REDIS_URL\\) did not answer: `),
    );
    expect(error.message).not.toContain('secret-password');
  });

  it('refuses to start, instead of waiting for ever, when the server accepts connections but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const error = await startFailure({ REDIS_URL: `redis://127.0.0.1:${port}` });
      expect(error).toBeInstanceOf(RedisStartError);
      expect(error.message).toMatch(/^Redis at redis:\/\/127\.0\.0\.1:\d+\/? \(REDIS_URL\) did not answer: /);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses a key prefix with characters Redis tools would trip over', () => {
    expect(() => testConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'a b*' })).toThrow(
      /REDIS_KEY_PREFIX/,
    );
    expect(testConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'website-api:',
    });
    expect(testConfig().redis).toBeNull();
  });
});

if (TEST_REDIS_URL) {
  describe('per-client limits shared through Redis', () => {
    // Keys of this run only; removed at the end.
    const prefix = `website-api-test:${randomBytes(6).toString('hex')}:`;
    let redis: Redis;
    let store: PartsStore;
    let partsDir: string;
    let t: TestApps;

    beforeAll(async () => {
      redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 5000 });
      await redis.connect();
      partsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-redis-'));
      store = await openPartsStore({ kind: 'sqlite', path: path.join(partsDir, 'parts.sqlite') });
      await store.load(fixtureParts(), { today: '2025-05-01' });
      t = await createTestApps('sqlite', 2, {
        env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix },
        withParts: true,
        partsStore: store,
      });
    });

    afterAll(async () => {
      await t?.close();
      await store?.close();
      if (partsDir) fs.rmSync(partsDir, { recursive: true, force: true });
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        expect(await redis.keys(`${prefix}*`)).toEqual([]);
        await redis.quit();
      }
    });

    it('holds the login limit across two instances as if they were one', async () => {
      const ip = clientAddress();
      const count = LOGIN_LIMIT + 15;
      const { allowed, refused, others } = await loginBurst(t.apps, count, ip);
      expect(others).toEqual([]);
      expect({ allowed, refused }).toEqual({ allowed: LOGIN_LIMIT, refused: 15 });
      // One counter for the client and route, under this deployment's prefix.
      expect(await redis.keys(`${prefix}*${ip}`)).toEqual([
        `${prefix}rate-limit:POST/website/auth/login-${ip}`,
      ]);
      expect(Number(await redis.get(`${prefix}rate-limit:POST/website/auth/login-${ip}`))).toBe(count);
      // Another client keeps its own allowance.
      expect((await loginBurst(t.apps, 2, clientAddress())).allowed).toBe(2);
      process.stdout.write(
        `login limit in Redis: ${count} requests over 2 instances, ${allowed} allowed, ${refused} refused\n`,
      );
    });

    it('holds a part search limit across two instances as if they were one', async () => {
      const ip = clientAddress();
      const limit = PARTS_RATE_LIMITS.search;
      const count = limit + 20;
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          call(t.apps[i % 2], 'GET', '/website/parts/search?q=ldo', undefined, { ip }),
        ),
      );
      const { allowed, refused, others } = tally(answers.map((answer) => answer.status));
      expect(others).toEqual([]);
      expect({ allowed, refused }).toEqual({ allowed: limit, refused: 20 });
      const refusedAnswer = answers.find((answer) => answer.status === 429)!;
      expect(refusedAnswer.body.code).toBe(429);
      process.stdout.write(
        `part search limit in Redis: ${count} requests over 2 instances, ${allowed} allowed, ${refused} refused\n`,
      );
    });

    it('keeps deployments with different prefixes apart on one Redis', async () => {
      const ip = clientAddress();
      expect((await loginBurst(t.apps, LOGIN_LIMIT + 1, ip)).refused).toBe(1);
      const other = await createTestApps('sqlite', 1, {
        env: { REDIS_URL: TEST_REDIS_URL!, REDIS_KEY_PREFIX: `${prefix}other:` },
      });
      try {
        expect(await loginBurst(other.apps, 3, ip)).toEqual({ allowed: 3, refused: 0, others: [] });
      } finally {
        await other.close();
      }
    });

    it('refuses limited requests with 503 while Redis cannot be reached, and says so in the health check', async () => {
      const lost = await createTestApps('sqlite', 1, {
        env: { REDIS_URL: TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix },
      });
      const [app] = lost.apps;
      try {
        expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
          code: 200,
          msg: 'ok',
          data: { database: 'up', redis: 'up' },
        });
        app.redis!.disconnect();
        const answer = await post(
          app,
          '/website/auth/login',
          { email: uniqueEmail('lost'), password: 'x' },
          { locale: 'en' },
        );
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ code: 503, msg: 'The service is busy. Please try again later.' });
        expect(answer.headers['retry-after']).toBe('5');
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({
          code: 503,
          msg: 'unavailable',
          data: { database: 'up', redis: 'down' },
        });
      } finally {
        await lost.close();
      }
    });

    it('closes its Redis connection when the app closes', async () => {
      const u = await createTestApps('sqlite', 1, {
        env: { REDIS_URL: TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix },
      });
      const connection = u.apps[0].redis!;
      expect(connection.status).toBe('ready');
      await u.close();
      expect(connection.status).toBe('end');
    });
  });
} else {
  describe.skip('per-client limits shared through Redis skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379', () => {
    it('runs against Redis', () => undefined);
  });
}
