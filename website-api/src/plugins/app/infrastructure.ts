import { randomBytes } from 'crypto';
import os from 'os';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { migrateToLatest, openDatabase, type Db } from '../../db/database';
import { BackgroundTasks } from '../../services/background';
import { CmsClient, type CmsClientOptions } from '../../services/cms-client';
import { CLEAN_UP_INTERVAL_MS, Housekeeping, type HousekeepingOptions } from '../../services/housekeeping';
import { MAIL_LEASE_MS, MailSender, type MailSenderOptions } from '../../services/mail-sender';
import { Passwords, loadDenyList } from '../../services/passwords';
import { VisitQueue, type VisitQueueOptions } from '../../services/visit-queue';

export interface InfrastructureOptions {
  config: Config;
  now: () => number;
  /** Waits `ms` (login slow-down); tests pass one that records the wait instead. */
  pause?: (ms: number) => Promise<void>;
  /** An open database to use instead of the configured one (closed with the app all the same). */
  db?: Db;
  mail?: Partial<MailSenderOptions> & { autoStart?: boolean };
  visits?: Partial<VisitQueueOptions>;
  cms?: Partial<CmsClientOptions>;
  /** The scheduled clean-up; `autoStart: false` leaves it to `app.housekeeping.runOnce()`. */
  housekeeping?: Partial<HousekeepingOptions> & { autoStart?: boolean };
  /** Names this instance in outbox claims and job leases; host, process and a random part by default. */
  instanceId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    now: () => number;
    pause: (ms: number) => Promise<void>;
    db: Db;
    passwords: Passwords;
    visits: VisitQueue;
    mailer: MailSender;
    cms: CmsClient;
    background: BackgroundTasks;
    housekeeping: Housekeeping;
    /** This instance's name in outbox claims and job leases. */
    instanceId: string;
    /** Domain of the sender address, used in stable Message-IDs. */
    mailDomain: string;
  }
}

/** Unique among instances sharing a database, also for several apps in one process. */
function defaultInstanceId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

function mailDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** Database and the services around it; one close hook shuts them down in a safe order. */
export default fp(
  async function infrastructure(app, options: InfrastructureOptions) {
    const { config, now } = options;
    const db = options.db ?? openDatabase(config.database);
    await migrateToLatest(db);

    const passwords = new Passwords(loadDenyList());
    await passwords.warmUp();

    const instanceId = options.instanceId ?? defaultInstanceId();

    const mailer = new MailSender(db, app.log.child({ part: 'mail' }), {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      pollIntervalMs: 1000,
      baseBackoffMs: 2000,
      maxBackoffMs: 5 * 60 * 1000,
      maxAttempts: 20,
      now,
      holder: instanceId,
      leaseMs: MAIL_LEASE_MS,
      ...options.mail,
    });
    const visits = new VisitQueue(db.kysely, app.log.child({ part: 'visits' }), {
      flushIntervalMs: 200,
      batchSize: 500,
      maxQueued: 100_000,
      now,
      ...options.visits,
    });
    const cms = new CmsClient({
      baseUrl: config.cmsUrl,
      publicUrl: config.cmsPublicUrl,
      siteUrl: config.siteUrl,
      token: config.cmsApiToken,
      ttlMs: 60_000,
      maxEntries: 1000,
      timeoutMs: 5000,
      now,
      ...options.cms,
    });
    const background = new BackgroundTasks(app.log);
    const housekeeping = new Housekeeping(db.kysely, app.log.child({ part: 'housekeeping' }), {
      intervalMs: CLEAN_UP_INTERVAL_MS,
      holder: instanceId,
      now,
      ...options.housekeeping,
    });

    app.decorate('config', config);
    app.decorate('now', now);
    app.decorate(
      'pause',
      options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    );
    app.decorate('db', db);
    app.decorate('passwords', passwords);
    app.decorate('visits', visits);
    app.decorate('mailer', mailer);
    app.decorate('cms', cms);
    app.decorate('background', background);
    app.decorate('housekeeping', housekeeping);
    app.decorate('instanceId', instanceId);
    app.decorate('mailDomain', mailDomain(config.mailFrom));

    visits.start();
    if (options.mail?.autoStart !== false) mailer.start();
    if (options.housekeeping?.autoStart !== false) housekeeping.start();

    app.addHook('onClose', async () => {
      await background.idle();
      await visits.close();
      await mailer.stop();
      await housekeeping.stop();
      await db.kysely.destroy();
      app.log.info(visits.stats(), 'closed');
    });
  },
  { name: 'infrastructure' },
);
