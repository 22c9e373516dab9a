import { CONTACT_REGIONS } from '@site/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';
import { uniqueEmail } from './helpers/members';
import { renderMail } from '../src/i18n/mails';

const inquiry = (email: string, overrides: Record<string, unknown> = {}) => ({
  region: 'east-asia',
  content: 'Please send lead times for the MCU line.',
  email,
  company: 'Acme Components',
  privacyConsent: true,
  ...overrides,
});

describeEngines('contact', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('stores the inquiry and queues the support mail and the confirmation together', async () => {
    const email = uniqueEmail('customer');
    const answer = await post(t.app, '/website/contact', inquiry(email), { locale: 'en' });
    expect(answer.body).toEqual({ code: 200, msg: 'Submission successful.' });
    const stored = await t.app.db.kysely
      .selectFrom('inquiries')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ region: 'east-asia', company: 'Acme Components', locale: 'en' });
    const mails = await t.app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('created_at', '=', stored.created_at)
      .execute();
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual(
      [
        ['contact-confirmation', email],
        ['contact-support', 'support@example.test'],
      ].sort(),
    );
  });

  it('accepts each of the five regions and nothing else', async () => {
    for (const region of CONTACT_REGIONS) {
      expect((await post(t.app, '/website/contact', inquiry(uniqueEmail(), { region }))).body.code).toBe(200);
    }
    const other = await post(t.app, '/website/contact', inquiry(uniqueEmail(), { region: 'europe' }));
    expect(other.body.data).toEqual([{ field: 'region', message: 'validation:contact.regionRequired' }]);
  });

  it('reports the spec messages for missing fields and consent', async () => {
    const answer = await post(t.app, '/website/contact', { privacyConsent: false, content: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([
      { field: 'region', message: 'validation:contact.regionRequired' },
      { field: 'content', message: 'validation:contact.contentRequired' },
      { field: 'email', message: 'validation:contact.emailRequired' },
      { field: 'privacyConsent', message: 'validation:contact.privacyRequired' },
    ]);
  });

  it('drops a submission whose honeypot is filled', async () => {
    const email = uniqueEmail();
    expect((await post(t.app, '/website/contact', inquiry(email, { homepage: 'buy now' }))).body.code).toBe(
      200,
    );
    expect(
      await t.app.db.kysely
        .selectFrom('inquiries')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("confirms to the sender's address without echoing anything the sender typed", async () => {
    const email = uniqueEmail('target');
    await post(
      t.app,
      '/website/contact',
      inquiry(email, {
        content: 'URGENT: your account is locked, sign in at https://evil.example/login',
        company: 'Electronics Insight Security Team',
      }),
      { locale: 'en' },
    );
    await t.app.background.idle();
    const rows = await t.app.db.kysely.selectFrom('outbox').selectAll().where('to', '=', email).execute();
    expect(rows.map((row) => row.kind)).toEqual(['contact-confirmation']);
    expect(JSON.parse(rows[0].payload)).toEqual({ region: 'east-asia' });
    for (const locale of ['jp', 'zh', 'en'] as const) {
      const mail = renderMail('contact-confirmation', locale, {
        region: 'east-asia',
        content: 'https://evil.example/login',
        company: 'Security Team',
        email,
      });
      expect(mail.text).not.toMatch(/evil\.example|Security Team|https?:/);
      // What to expect: the answer within two to three business days.
      expect(mail.text).toMatch(/2〜3営業日|2至3个工作日|2-3 business days/);
    }
    // Support, at the site's own address, gets the inquiry as typed.
    const support = await t.app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('to', '=', 'support@example.test')
      .where('payload', 'like', `%${email}%`)
      .executeTakeFirstOrThrow();
    expect(renderMail('contact-support', 'en', JSON.parse(support.payload)).text).toContain(
      'https://evil.example/login',
    );
  });

  it('limits inquiries per address and client, and paces the confirmations to one address', async () => {
    const email = uniqueEmail('busy');
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post(t.app, '/website/contact', inquiry(email), { ip: '203.0.113.90' })).status);
    // One client is stopped after five; the owner, from their own client, is not.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(t.app, '/website/contact', inquiry(email), { ip: '198.51.100.90' })).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      await post(t.app, '/website/contact', inquiry(email), { ip: `203.0.113.${91 + i}` });
    const confirmations = await t.app.db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('to', '=', email)
      .execute();
    // Ten inquiries stored and forwarded; five confirmations at once, then one per ten minutes.
    expect(confirmations).toHaveLength(6);
    const stored = await t.app.db.kysely
      .selectFrom('inquiries')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(10);
  });

  it('has a higher ceiling per address over all clients', async () => {
    const email = uniqueEmail('ceiling');
    const statuses = [];
    for (let c = 0; c < 7; c += 1)
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (await post(t.app, '/website/contact', inquiry(email), { ip: `192.0.2.${c + 10}` })).status,
        );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('limits submissions per client', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await post(t.app, '/website/contact', inquiry(uniqueEmail()), { ip: '198.51.100.99' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
