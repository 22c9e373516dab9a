import { CONTACT_REGIONS } from '@site/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';
import { uniqueEmail } from './helpers/members';

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

  it('limits submissions per client', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await post(t.app, '/website/contact', inquiry(uniqueEmail()), { ip: '198.51.100.99' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
