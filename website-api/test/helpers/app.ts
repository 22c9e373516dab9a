import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Engine } from '../../src/db/database';
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
  private frozenAt: number | null = null;
  now = () => (this.frozenAt ?? Date.now()) + this.offset;
  advance(ms: number) {
    this.offset += ms;
  }
  /** Stops the clock where it is: from now on only `advance` moves it. */
  freeze() {
    this.frozenAt = Date.now();
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

type TestAppOptions = Partial<Omit<AppOptions, 'config' | 'db' | 'now'>> & {
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
};

function appOptions(options: TestAppOptions, clock: TestClock, pauses: number[]) {
  const { env, logger: _logger, ...rest } = options;
  return {
    config: testConfig(env),
    now: clock.now,
    pause: async (ms: number) => {
      pauses.push(ms);
    },
    withParts: false,
    ...rest,
    mail: { autoStart: false, ...rest.mail },
    housekeeping: { autoStart: false, ...rest.housekeeping },
  };
}

/** The whole API in process, over a fresh database, with the mail loop and the clean-up stopped unless asked for. */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const clock = new TestClock();
  const pauses: number[] = [];
  const app = await buildApp(
    { ...appOptions(options, clock, pauses), db: database.db },
    options.logger ?? false,
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

export interface TestApps {
  /** Instances of the API, each with its own connection to the one database, as separate processes would be. */
  apps: FastifyInstance[];
  clock: TestClock;
  database: TestDatabase;
  close(): Promise<void>;
}

/** `count` instances of the API over one fresh database, sharing a clock; built one after the other. */
export async function createTestApps(
  engine: Engine,
  count: number,
  options: TestAppOptions = {},
): Promise<TestApps> {
  const database = await createTestDatabase(engine);
  const clock = new TestClock();
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    await database.drop();
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const db = i === 0 ? database.db : openDatabase(testConfig(database.env).database);
      try {
        apps.push(await buildApp({ ...appOptions(options, clock, []), db }, options.logger ?? false));
      } catch (error) {
        // An app that did not start does not close its connection.
        await db.kysely.destroy();
        throw error;
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, clock, database, close };
}
