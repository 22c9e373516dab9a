import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Engine } from '../../src/db/database';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_CLIENT_ID = 'test-client';
export const TEST_SITE_URL = 'https://site.example.test';
/**
 * The tests call the API as the site server on loopback does: from a trusted proxy address,
 * with X-Forwarded-For. The proxy secret is required only where a test sets API_PROXY_SECRET.
 */
export const TEST_PROXY_ADDRESS = '127.0.0.1';
export const TEST_PROXY_SECRET = 'test-proxy-secret-0123456789';

/** A clock the tests can move forward; starts at the real time. */
export class TestClock {
  offset = 0;
  now = () => Date.now() + this.offset;
  advance(ms: number) {
    this.offset += ms;
  }
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SITE_URL: TEST_SITE_URL,
    CLIENT_ID: TEST_CLIENT_ID,
    // Nothing listens here unless a test starts MailDev on it.
    SMTP_URL: 'smtp://127.0.0.1:1',
    CMS_URL: 'http://127.0.0.1:1',
    CMS_API_TOKEN: 'cms-test-token',
    SUPPORT_EMAIL: 'support@example.test',
    MAIL_FROM: 'Electronics Insight <no-reply@site.example.test>',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: TEST_PROXY_ADDRESS,
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  database: TestDatabase;
  /** Every login slow-down asked for, in ms: the tests record the waits instead of sleeping. */
  pauses: number[];
  close(): Promise<void>;
}

/** The whole API in process, over a fresh database, with the mail loop stopped unless asked for. */
export async function createTestApp(
  engine: Engine,
  options: Partial<Omit<AppOptions, 'config' | 'db' | 'now'>> & {
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const clock = new TestClock();
  const pauses: number[] = [];
  const { env, logger, ...rest } = options;
  const app = await buildApp(
    {
      config: testConfig(env),
      db: database.db,
      now: clock.now,
      pause: async (ms: number) => {
        pauses.push(ms);
      },
      withParts: false,
      ...rest,
      mail: { autoStart: false, ...rest.mail },
    },
    logger ?? false,
  );
  return {
    app,
    clock,
    database,
    pauses,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
