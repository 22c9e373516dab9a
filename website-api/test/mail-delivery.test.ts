import { createTestApp, TEST_SITE_URL, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { MailDev } from './helpers/maildev';
import { post } from './helpers/client';
import { PASSWORD, login, registration, uniqueEmail } from './helpers/members';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEngines('mail delivery through SMTP', (engine) => {
  const maildev = new MailDev();
  let t: TestApp;

  beforeAll(async () => {
    await maildev.start();
    t = await createTestApp(engine, {
      env: { SMTP_URL: maildev.smtpUrl },
      mail: { autoStart: true, pollIntervalMs: 100, baseBackoffMs: 200, maxBackoffMs: 800 },
    });
  });
  afterAll(async () => {
    await t.close();
    await maildev.stop();
  });

  it('keeps a registration made while SMTP is down and delivers its mail exactly once after SMTP returns', async () => {
    await maildev.stop();
    const email = uniqueEmail('outage');
    const answer = await post(t.app, '/website/auth/register', registration(email), { locale: 'en' });
    expect(answer.body.code).toBe(200);
    expect(
      await t.app.db.kysely
        .selectFrom('members')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst(),
    ).toEqual({ status: 'pending' });

    // Wait for failed attempts while the server is away.
    const outbox = () =>
      t.app.db.kysely.selectFrom('outbox').selectAll().where('to', '=', email).executeTakeFirstOrThrow();
    for (let i = 0; i < 100 && (await outbox()).attempts < 2; i += 1) await sleep(100);
    const failed = await outbox();
    expect(failed.attempts).toBeGreaterThanOrEqual(2);
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toEqual(expect.any(String));

    await maildev.start();
    const [mail] = await maildev.waitForMails(email, 1);
    // More sender passes must not send it again.
    await t.app.mailer.step();
    await sleep(1000);
    expect(await maildev.mailsTo(email)).toHaveLength(1);

    const sent = await outbox();
    expect(sent.sent_at).toEqual(expect.any(Number));
    expect(mail.messageId).toBe(sent.message_id.replace(/^<|>$/g, ''));
    expect(mail.subject).toBe('[Electronics Insight] Please confirm your registration');
    const link = /https:\/\/\S+/.exec(mail.text)![0];
    expect(link.startsWith(`${TEST_SITE_URL}/en/account-active?token=`)).toBe(true);

    // Once sent, the link (and its token) is gone from the outbox; only hashes remain anywhere.
    expect(JSON.parse(sent.payload)).toEqual({});
    // An address nobody has proved gets no text the registrant typed.
    expect(mail.text).not.toContain('Hanako');
    const token = new URL(link).searchParams.get('token')!;
    expect((await post(t.app, '/website/auth/activate', { token })).body.code).toBe(200);
    const session = await login(t.app, email, PASSWORD);
    const everything = await Promise.all(
      (['members', 'sessions', 'link_tokens', 'outbox', 'inquiries', 'rate_counters'] as const).map((table) =>
        t.app.db.kysely.selectFrom(table).selectAll().execute(),
      ),
    );
    const dump = JSON.stringify(everything);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(session);
    expect(dump).not.toContain(PASSWORD);
  });

  it('mails an inquiry to support and a confirmation without its text to the sender, in the reader language', async () => {
    const email = uniqueEmail('customer');
    await post(
      t.app,
      '/website/contact',
      {
        region: 'north-america',
        content: '見積もりをお願いします。',
        email,
        company: 'Acme',
        privacyConsent: true,
      },
      { locale: 'jp' },
    );
    const [confirmation] = await maildev.waitForMails(email, 1);
    expect(confirmation.subject).toBe('【Electronics Insight】お問い合わせありがとうございます');
    expect(confirmation.text).toContain('お問い合わせ先: 北米');
    // Nothing the sender typed goes to the address they gave.
    expect(confirmation.text).not.toContain('見積もりをお願いします。');
    expect(confirmation.text).not.toContain('Acme');
    const support = (await maildev.waitForMails('support@example.test', 1)).find((mail) =>
      mail.text.includes(email),
    );
    expect(support!.text).toContain('見積もりをお願いします。');
  });
});
