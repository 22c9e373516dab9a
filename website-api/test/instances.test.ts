import type { FastifyInstance } from 'fastify';
import * as pageVisits from '../src/repositories/page-visits';
import { claimDueMails, enqueueMail } from '../src/repositories/outbox';
import { deleteExpiredRows, USED_TOKEN_GRACE_MS } from '../src/repositories/clean-up';
import { SESSION_IDLE_MS } from '../src/repositories/sessions';
import { CLEAN_UP_INTERVAL_MS } from '../src/services/housekeeping';
import { MAIL_LEASE_MS } from '../src/services/mail-sender';
import { createTestApps, type TestApps } from './helpers/app';
import { describeEngines } from './helpers/database';
import { MailDev } from './helpers/maildev';
import { post } from './helpers/client';
import { uniqueEmail } from './helpers/members';

/**
 * Several instances of the API on one database (as behind a load balancer): each mail of the
 * shared outbox is sent once, no page visit is stored twice or lost, and the scheduled
 * clean-up runs on one instance at a time.
 */
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inquiry = (email: string) => ({
  region: 'japan',
  content: 'Lead times for the MCU line, please.',
  email,
  company: 'Acme Components',
  privacyConsent: true,
});

/** Posts `count` contact inquiries, alternating between the instances: two mails each. */
async function queueInquiries(apps: FastifyInstance[], count: number, tag: string) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post(apps[i % apps.length], '/website/contact', inquiry(uniqueEmail(`${tag}${i}`)), { locale: 'en' }),
    ),
  );
  expect(answers.map((answer) => answer.body.code)).toEqual(answers.map(() => 200));
}

describeEngines('several API instances on one database', (engine) => {
  describe('mail outbox', () => {
    // Ports of its own: other test files run MailDev at the same time.
    const maildev = new MailDev(1127, 1182);
    let t: TestApps;

    beforeAll(async () => {
      await maildev.start();
      t = await createTestApps(engine, 2, {
        env: { SMTP_URL: maildev.smtpUrl },
        mail: { pollIntervalMs: 20, baseBackoffMs: 200, maxBackoffMs: 800 },
      });
    });
    afterAll(async () => {
      await t?.close();
      await maildev.stop();
    });

    const outbox = () => t.apps[0].db.kysely.selectFrom('outbox').selectAll().execute();

    /** MailDev's mails once there are `count` (SMTP acceptance and MailDev's listing are not one step). */
    async function waitForCount(count: number) {
      for (let i = 0; i < 200; i += 1) {
        const mails = await maildev.emails();
        if (mails.length >= count) return mails;
        await sleep(50);
      }
      return maildev.emails();
    }

    it('sends every queued mail exactly once when two instances send from one outbox', async () => {
      const [a, b] = t.apps;
      await queueInquiries(t.apps, 30, 'before');
      // Both sender loops run while more mails are queued through both instances.
      a.mailer.start();
      b.mailer.start();
      await queueInquiries(t.apps, 10, 'during');

      const queued = (await outbox()).length;
      expect(queued).toBe(80);
      for (let i = 0; i < 600 && (await outbox()).some((row) => row.sent_at === null); i += 1)
        await sleep(50);
      // Further passes on both instances send nothing again.
      await Promise.all([a.mailer.step(), b.mailer.step()]);
      await Promise.all([a.mailer.step(), b.mailer.step()]);

      const rows = await outbox();
      expect(rows.filter((row) => row.sent_at === null)).toEqual([]);
      expect(rows.every((row) => row.attempts === 1 && row.claimed_until === null)).toBe(true);
      await waitForCount(queued);
      // Both senders are idle now; a mail sent twice would be listed by now too.
      await sleep(500);
      const received = await maildev.emails();
      const receivedIds = received.map((mail) => `<${mail.messageId}>`).sort();
      expect(receivedIds).toEqual(rows.map((row) => row.message_id).sort());

      const sentBy = (app: FastifyInstance) => rows.filter((row) => row.claimed_by === app.instanceId).length;
      process.stdout.write(
        `outbox [${engine}]: ${queued} mails queued, ${received.length} received by SMTP ` +
          `(${new Set(receivedIds).size} distinct), sent by instance A ${sentBy(a)}, by instance B ${sentBy(b)}\n`,
      );
      expect(sentBy(a) + sentBy(b)).toBe(queued);
      expect(sentBy(a)).toBeGreaterThan(0);
      expect(sentBy(b)).toBeGreaterThan(0);
    });

    it('sends the mails a crashed instance had claimed once its lease has run out, and only then', async () => {
      // Instances of their own whose senders run only when asked (no loops), over a fresh outbox.
      const u = await createTestApps(engine, 2, { env: { SMTP_URL: maildev.smtpUrl } });
      try {
        const [a, b] = u.apps;
        u.clock.freeze();
        const before = (await maildev.emails()).length;
        await queueInquiries(u.apps, 2, 'crash');
        // An instance claims the due mails and dies before sending them.
        const claimed = await claimDueMails(
          a.db.kysely,
          a.db.engine,
          'crashed-instance',
          u.clock.now(),
          MAIL_LEASE_MS,
          20,
          20,
        );
        expect(claimed).toHaveLength(4);

        expect(await Promise.all([a.mailer.step(), b.mailer.step()])).toEqual([0, 0]);
        u.clock.advance(MAIL_LEASE_MS - 1);
        expect(await Promise.all([a.mailer.step(), b.mailer.step()])).toEqual([0, 0]);
        u.clock.advance(1);
        const sent = await Promise.all([a.mailer.step(), b.mailer.step()]);
        expect(sent[0] + sent[1]).toBe(4);
        expect(await Promise.all([a.mailer.step(), b.mailer.step()])).toEqual([0, 0]);

        const received = await waitForCount(before + 4);
        expect(
          received
            .slice(before)
            .map((mail) => `<${mail.messageId}>`)
            .sort(),
        ).toEqual(claimed.map((row) => row.message_id).sort());
        process.stdout.write(
          `outbox lease [${engine}]: ${claimed.length} mails claimed by an instance that died, ` +
            `0 sent during its lease, ${sent[0] + sent[1]} sent after it (A ${sent[0]}, B ${sent[1]}), ` +
            `${received.length - before} received\n`,
        );
      } finally {
        await u.close();
      }
    });
  });

  describe('outbox claims', () => {
    let t: TestApps;
    beforeAll(async () => {
      t = await createTestApps(engine, 2);
    });
    afterAll(() => t?.close());

    it('never hands one mail to two of many claims made at the same moment', async () => {
      const [a, b] = t.apps;
      t.clock.freeze();
      const now = t.clock.now();
      for (let i = 0; i < 100; i += 1) {
        await enqueueMail(
          a.db.kysely,
          { kind: 'contact-confirmation', to: uniqueEmail(`claim${i}`), locale: 'en', vars: {} },
          now,
          a.mailDomain,
        );
      }
      // Twelve claims of up to 20 at once, six on each instance's connections.
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => {
          const app = i % 2 ? b : a;
          return claimDueMails(app.db.kysely, app.db.engine, `claimer-${i}`, now, 60_000, 20, 20);
        }),
      );
      const ids = claims.flat().map((row) => row.id);
      expect(claims.every((rows) => rows.length <= 20)).toBe(true);
      expect(ids).toHaveLength(100);
      expect(new Set(ids).size).toBe(100);
      process.stdout.write(
        `outbox claims [${engine}]: 100 due mails, 12 concurrent claims took ` +
          `${claims.map((rows) => rows.length).join('+')} = ${ids.length}, ${new Set(ids).size} distinct\n`,
      );
    });
  });

  describe('page visits', () => {
    let t: TestApps;
    beforeAll(async () => {
      // Small batches, so both instances write many batches at the same time.
      t = await createTestApps(engine, 2, { visits: { batchSize: 25, flushIntervalMs: 10 } });
    });
    afterAll(() => t?.close());

    const visit = (i: number) => ({
      pageTitle: `Page ${i}`,
      pageUrl: `/news/${i}`,
      deviceType: 'computer English',
    });

    it('stores each visit accepted by either instance exactly once', async () => {
      const count = 600;
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) => post(t.apps[i % 2], '/website/enterPage', visit(i))),
      );
      const accepted = answers.filter((answer) => answer.body.code === 200).length;
      await Promise.all(t.apps.map((app) => app.visits.flush()));

      const stored = await t.apps[0].db.kysely
        .selectFrom('page_visits')
        .select(['page_url', (eb) => eb.fn.countAll<number>().as('copies')])
        .groupBy('page_url')
        .execute();
      expect(accepted).toBe(count);
      expect(stored).toHaveLength(count);
      expect(stored.filter((row) => Number(row.copies) !== 1)).toEqual([]);
      const stats = t.apps.map((app) => app.visits.stats());
      process.stdout.write(
        `visits [${engine}]: ${accepted} accepted (A ${stats[0].accepted}, B ${stats[1].accepted}), ` +
          `${stored.length} stored, 0 twice\n`,
      );
    });

    it('stores a batch once when its commit went through but the answer was lost', async () => {
      // An instance that writes only when asked, so the batch is exactly the visits below.
      const u = await createTestApps(engine, 1, { visits: { flushIntervalMs: 3_600_000 } });
      const [a] = u.apps;
      const real = pageVisits.insertPageVisits;
      const batchIds: string[] = [];
      // The first write commits, then fails as a connection lost during COMMIT would.
      const spy = jest.spyOn(pageVisits, 'insertPageVisits').mockImplementation(async (...args) => {
        batchIds.push(args[1]);
        const stored = await real(...args);
        if (batchIds.length === 1) throw new Error('connection lost after COMMIT');
        return stored;
      });
      try {
        // Each answer waits for its visit to be stored, so the posts are answered after the flushes.
        const answers = Array.from({ length: 10 }, (_, i) =>
          post(a, '/website/enterPage', visit(10_000 + i)),
        );
        while (a.visits.stats().accepted < 10) await new Promise((resolve) => setTimeout(resolve, 5));
        await a.visits.flush(); // commits, then fails: the batch waits for a retry
        expect(a.visits.stats()).toMatchObject({ accepted: 10, stored: 0, waiting: 10 });
        await a.visits.flush(); // the retry finds the batch stored
        expect(a.visits.stats()).toMatchObject({ accepted: 10, stored: 10, waiting: 0 });
        expect((await Promise.all(answers)).map((answer) => answer.body.code)).toEqual(Array(10).fill(200));
        expect(batchIds).toHaveLength(2);
        expect(batchIds[1]).toBe(batchIds[0]);
        const { copies } = await a.db.kysely
          .selectFrom('page_visits')
          .select((eb) => eb.fn.countAll<number>().as('copies'))
          .executeTakeFirstOrThrow();
        expect(Number(copies)).toBe(10);
      } finally {
        spy.mockRestore();
        await u.close();
      }
    });
    it('stores a visit once when the proxy passed the same request to both instances', async () => {
      // nginx passes a visit post on to the next instance when the first fails to answer; if
      // that one had written it before it died, the proxy's request id keeps it single.
      const u = await createTestApps(engine, 2);
      const [a, b] = u.apps;
      try {
        const same = { headers: { 'x-request-id': 'f3a1c2d4e5b60718293a4b5c6d7e8f90' } };
        expect((await post(a, '/website/enterPage', visit(20_000), same)).body.code).toBe(200);
        expect((await post(b, '/website/enterPage', visit(20_000), same)).body.code).toBe(200);
        const { copies } = await a.db.kysely
          .selectFrom('page_visits')
          .where('page_url', '=', visit(20_000).pageUrl)
          .select((eb) => eb.fn.countAll<number>().as('copies'))
          .executeTakeFirstOrThrow();
        expect(Number(copies)).toBe(1);
      } finally {
        await u.close();
      }
    });
  });

  describe('scheduled clean-up', () => {
    let t: TestApps;
    beforeAll(async () => {
      t = await createTestApps(engine, 2);
    });
    afterAll(() => t?.close());

    /** Rows the clean-up must delete and rows it must keep, at the clock's time. */
    async function seed(tag: string) {
      const db = t.apps[0].db.kysely;
      const now = t.clock.now();
      const member = `member-${tag}`;
      await db
        .insertInto('members')
        .values({
          id: member,
          email: uniqueEmail(tag),
          username: 'Hanako',
          company_name: 'Acme',
          password_hash: null,
          status: 'active',
          locale: 'en',
          consented_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const session = (
        id: string,
        values: { expires_at: number; last_seen_at: number; revoked_at: number | null },
      ) =>
        db
          .insertInto('sessions')
          .values({
            id: `${tag}-${id}`,
            member_id: member,
            token_hash: `${tag}-${id}`,
            created_at: now,
            ...values,
          })
          .execute();
      await session('live', { expires_at: now + 60_000, last_seen_at: now, revoked_at: null });
      await session('expired', { expires_at: now - 1, last_seen_at: now, revoked_at: null });
      await session('idle', {
        expires_at: now + 60_000,
        last_seen_at: now - SESSION_IDLE_MS,
        revoked_at: null,
      });
      await session('revoked', { expires_at: now + 60_000, last_seen_at: now, revoked_at: now });
      const token = (id: string, values: { expires_at: number; used_at: number | null }) =>
        db
          .insertInto('link_tokens')
          .values({
            id: `${tag}-${id}`,
            member_id: member,
            kind: 'reset',
            token_hash: `${tag}-${id}`,
            payload: null,
            created_at: now,
            ...values,
          })
          .execute();
      await token('live', { expires_at: now + 60_000, used_at: null });
      await token('just-used', { expires_at: now + 60_000, used_at: now });
      await token('used', { expires_at: now + 60_000, used_at: now - USED_TOKEN_GRACE_MS });
      await token('expired', { expires_at: now, used_at: null });
      await db
        .insertInto('rate_counters')
        .values([
          { key: `${tag}:live`, window_start: now, count: 3 },
          { key: `${tag}:old`, window_start: now - 2 * 24 * 60 * 60 * 1000, count: 3 },
        ])
        .execute();
    }

    async function left(tag: string) {
      const db = t.apps[0].db.kysely;
      const ids = async (table: 'sessions' | 'link_tokens') =>
        (await db.selectFrom(table).select('id').where('id', 'like', `${tag}-%`).execute())
          .map((row) => row.id.slice(tag.length + 1))
          .sort();
      return {
        sessions: await ids('sessions'),
        linkTokens: await ids('link_tokens'),
        rateCounters: (
          await db.selectFrom('rate_counters').select('key').where('key', 'like', `${tag}:%`).execute()
        )
          .map((row) => row.key)
          .sort(),
      };
    }

    it('runs on one instance at a time, once an interval, and deletes only what is over', async () => {
      const [a, b] = t.apps;
      await seed('first');
      const runs = await Promise.all([a.housekeeping.runOnce(), b.housekeeping.runOnce()]);
      const ran = runs.filter((result) => result !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({ sessions: 3, linkTokens: 2, rateCounters: 1 });
      expect(await left('first')).toEqual({
        sessions: ['live'],
        linkTokens: ['just-used', 'live'],
        rateCounters: ['first:live'],
      });
      const lease = await a.db.kysely.selectFrom('job_leases').selectAll().executeTakeFirstOrThrow();
      expect([a.instanceId, b.instanceId]).toContain(lease.holder);

      // Within the interval neither instance runs it again.
      t.clock.advance(CLEAN_UP_INTERVAL_MS - 1000);
      expect(await Promise.all([a.housekeeping.runOnce(), b.housekeeping.runOnce()])).toEqual([null, null]);
      // After it, one of them does.
      t.clock.advance(1000);
      await seed('second');
      const again = await Promise.all([b.housekeeping.runOnce(), a.housekeeping.runOnce()]);
      expect(again.filter((result) => result !== null)).toHaveLength(1);
      expect(await left('second')).toEqual({
        sessions: ['live'],
        linkTokens: ['just-used', 'live'],
        rateCounters: ['second:live'],
      });
      process.stdout.write(
        `clean-up [${engine}]: 2 instances asked twice, ran ${ran.length + 1} times ` +
          `(deleted ${JSON.stringify(ran[0])})\n`,
      );
    });

    it('deletes the same rows when two instances clean up at the same moment anyway', async () => {
      const [a, b] = t.apps;
      await seed('both');
      const now = t.clock.now();
      const [first, second] = await Promise.all([
        deleteExpiredRows(a.db.kysely, now),
        deleteExpiredRows(b.db.kysely, now),
      ]);
      expect(first.sessions + second.sessions).toBe(3);
      expect(first.linkTokens + second.linkTokens).toBe(2);
      expect(await left('both')).toEqual({
        sessions: ['live'],
        linkTokens: ['just-used', 'live'],
        rateCounters: ['both:live'],
      });
    });
  });
});
