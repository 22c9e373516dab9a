import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { migrateToLatest, openDatabase, type Db } from '../../db/database';
import { BackgroundTasks } from '../../services/background';
import { CmsClient, type CmsClientOptions } from '../../services/cms-client';
import { MailSender, type MailSenderOptions } from '../../services/mail-sender';
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
    /** Domain of the sender address, used in stable Message-IDs. */
    mailDomain: string;
  }
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

    const mailer = new MailSender(db.kysely, app.log.child({ part: 'mail' }), {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      pollIntervalMs: 1000,
      baseBackoffMs: 2000,
      maxBackoffMs: 5 * 60 * 1000,
      maxAttempts: 20,
      now,
      ...options.mail,
    });
    const visits = new VisitQueue(db.kysely, app.log.child({ part: 'visits' }), {
      flushIntervalMs: 200,
      batchSize: 500,
      maxQueued: 100_000,
      ...options.visits,
    });
    const cms = new CmsClient({
      baseUrl: config.cmsUrl,
      publicUrl: config.cmsPublicUrl,
      token: config.cmsApiToken,
      ttlMs: 60_000,
      maxEntries: 1000,
      timeoutMs: 5000,
      now,
      ...options.cms,
    });
    const background = new BackgroundTasks(app.log);

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
    app.decorate('mailDomain', mailDomain(config.mailFrom));

    visits.start();
    if (options.mail?.autoStart !== false) mailer.start();

    app.addHook('onClose', async () => {
      await background.idle();
      await visits.close();
      await mailer.stop();
      await db.kysely.destroy();
      app.log.info(visits.stats(), 'closed');
    });
  },
  { name: 'infrastructure' },
);
