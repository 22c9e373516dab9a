import { createTestApp, TEST_SITE_URL, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post } from './helpers/client';
import { renderMail } from '../src/i18n/mails';
import {
  PASSWORD,
  latestMail,
  legacyMember,
  login,
  mailCount,
  registration,
  uniqueEmail,
} from './helpers/members';

describeEngines('registration and activation', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('stores a pending member and queues an activation mail with a link to the site in the reader language', async () => {
    const email = uniqueEmail();
    const answer = await post(t.app, '/website/auth/register', registration(email.toUpperCase()), {
      locale: 'en',
      headers: { host: 'evil.example.com' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'We have sent you an activation email. Please open the link in it to complete your registration. If this address already had an unfinished registration, the email is for that one and activates it with the password chosen then.',
      data: { status: 'sent' },
    });
    const member = await t.app.db.kysely
      .selectFrom('members')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    expect(member).toMatchObject({ status: 'pending', locale: 'en', password_hash: null });
    const mail = await latestMail(t.app, email);
    expect(mail!.row.kind).toBe('activation');
    expect(mail!.row.locale).toBe('en');
    expect(mail!.link.startsWith(`${TEST_SITE_URL}/en/account-active?token=`)).toBe(true);
  });

  it('builds Japanese links without a prefix and Chinese ones under /zh', async () => {
    const jp = uniqueEmail();
    const zh = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(jp));
    await post(t.app, '/website/auth/register', registration(zh), { locale: 'zh' });
    expect((await latestMail(t.app, jp))!.link.startsWith(`${TEST_SITE_URL}/account-active?token=`)).toBe(
      true,
    );
    expect((await latestMail(t.app, zh))!.link.startsWith(`${TEST_SITE_URL}/zh/account-active?token=`)).toBe(
      true,
    );
  });

  it('activates once, then the member logs in with the registered password', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const { token } = (await latestMail(t.app, email))!;
    const first = await post(t.app, '/website/auth/activate', { token }, { locale: 'en' });
    expect(first.body).toEqual({ code: 200, msg: 'Your member registration is complete. Please log in.' });
    const again = await post(t.app, '/website/auth/activate', { token }, { locale: 'en' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ code: 410, msg: 'Member registration failed. Please register again.' });
    expect(await login(t.app, email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a second sign-up of a pending address keeps the first password, answers as a first one and re-sends its link', async () => {
    const email = uniqueEmail();
    const first = await post(t.app, '/website/auth/register', registration(email), {
      locale: 'en',
      ip: '198.51.100.21',
    });
    const firstToken = (await latestMail(t.app, email))!.token;
    // Someone else, from another client, with their own password and name.
    const second = await post(
      t.app,
      '/website/auth/register',
      registration(email, {
        username: 'Intruder',
        companyName: 'Intruder Ltd.',
        password: 'Green-Teapot-41',
        confirmPassword: 'Green-Teapot-41',
      }),
      { locale: 'en', ip: '203.0.113.66' },
    );
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.body).toEqual({
      code: 200,
      msg: expect.stringMatching(/^We have sent you an activation email\./),
      data: { status: 'sent' },
    });
    expect(await mailCount(t.app, email)).toBe(2);
    const resent = (await latestMail(t.app, email))!;
    expect(resent.token).not.toBe(firstToken);
    // The mail of the first registration, in its language, carrying nothing the second typed.
    expect(resent.row.kind).toBe('activation');
    expect(resent.row.locale).toBe('en');
    expect(resent.row.payload).not.toContain('Intruder');
    // The newest link activates the first registration: its password, its names.
    expect((await post(t.app, '/website/auth/activate', { token: resent.token })).body.code).toBe(200);
    const wrong = await post(t.app, '/website/auth/login', { email, password: 'Green-Teapot-41' });
    expect(wrong.body).toEqual({ code: 500, msg: '1' });
    const token = await login(t.app, email, PASSWORD);
    const me = await get<{ username: string; companyName: string }>(t.app, '/website/member/me', { token });
    expect(me.body.data).toMatchObject({ username: 'Hanako', companyName: 'Acme Components' });
    // Every link of that registration has done its work.
    expect((await post(t.app, '/website/auth/activate', { token: firstToken })).body.code).toBe(410);
  });

  it('keeps the first link working after a re-send', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const firstToken = (await latestMail(t.app, email))!.token;
    await post(
      t.app,
      '/website/auth/register',
      registration(email, { password: 'Green-Teapot-41', confirmPassword: 'Green-Teapot-41' }),
    );
    expect((await post(t.app, '/website/auth/activate', { token: firstToken })).body.code).toBe(200);
    expect(await login(t.app, email, PASSWORD)).toBeTruthy();
  });

  it('paces the re-sent mails of a pending address, answering every sign-up alike', async () => {
    const email = uniqueEmail();
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        await post(
          t.app,
          '/website/auth/register',
          registration(email, {
            password: `Green-Teapot-${40 + i}`,
            confirmPassword: `Green-Teapot-${40 + i}`,
          }),
          { ip: `203.0.113.${120 + i}` },
        ),
      );
    }
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    // Five an hour at once, then one per ten minutes (decision 026): 6 of 12.
    expect(await mailCount(t.app, email)).toBe(6);
    await post(t.app, '/website/auth/register', registration(email), { ip: '203.0.113.200' });
    expect(await mailCount(t.app, email)).toBe(6);
    t.clock.advance(10 * 60 * 1000);
    await post(t.app, '/website/auth/register', registration(email), { ip: '203.0.113.201' });
    expect(await mailCount(t.app, email)).toBe(7);
    const token = (await latestMail(t.app, email))!.token;
    expect((await post(t.app, '/website/auth/activate', { token })).body.code).toBe(200);
    expect(await login(t.app, email, 'Green-Teapot-40')).toBeTruthy();
  });

  it('lets a new sign-up replace a registration whose links have all expired', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await post(
      t.app,
      '/website/auth/register',
      registration(email, { password: 'Green-Teapot-41', confirmPassword: 'Green-Teapot-41' }),
    );
    const token = (await latestMail(t.app, email))!.token;
    expect((await post(t.app, '/website/auth/activate', { token })).body.code).toBe(200);
    expect(await login(t.app, email, 'Green-Teapot-41')).toBeTruthy();
  });

  it('limits sign-ups per address and client, so nobody locks an address from one client', async () => {
    const email = uniqueEmail();
    const attacker = [];
    // Refused sign-ups (a common password) count as well: they used to block the address.
    for (let i = 0; i < 7; i += 1) {
      attacker.push(
        (
          await post(
            t.app,
            '/website/auth/register',
            registration(email, { password: 'Password1!', confirmPassword: 'Password1!' }),
            { ip: '203.0.113.77' },
          )
        ).status,
      );
    }
    expect(attacker).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const owner = await post(t.app, '/website/auth/register', registration(email), { ip: '198.51.100.77' });
    expect(owner.body.data).toEqual({ status: 'sent' });
  });

  it('has a higher ceiling per address over all clients, which one client cannot use up', async () => {
    const email = uniqueEmail();
    const statuses = [];
    // Six clients, six requests each: each is refused its sixth; 30 reach the address.
    for (let c = 0; c < 6; c += 1)
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await post(t.app, '/website/auth/register', registration(email), { ip: `203.0.113.${c + 1}` }))
            .status,
        );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    // The ceiling is reached: another client is refused too, until the hour is over; the
    // link already in the owner's mailbox is not limited by it.
    expect(
      (await post(t.app, '/website/auth/register', registration(email), { ip: '198.51.100.78' })).status,
    ).toBe(429);
    const { token } = (await latestMail(t.app, email))!;
    expect((await post(t.app, '/website/auth/activate', { token })).body.code).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect(
      (await post(t.app, '/website/auth/register', registration(email), { ip: '198.51.100.78' })).body.data,
    ).toEqual({ status: 'already-registered' });
  });

  it('sends an activation mail with no text the registrant typed', async () => {
    const email = uniqueEmail();
    await post(
      t.app,
      '/website/auth/register',
      registration(email, {
        username: 'URGENT see https://evil.example/login',
        companyName: 'Security Team',
      }),
      { locale: 'en' },
    );
    const mail = (await latestMail(t.app, email))!;
    const rendered = renderMail('activation', 'en', mail.vars);
    expect(Object.keys(mail.vars)).toEqual(['link']);
    expect(rendered.text).not.toContain('evil.example');
    expect(rendered.text).not.toContain('Security Team');
    expect(rendered.text).toContain(mail.link);
    for (const locale of ['jp', 'zh', 'en'] as const)
      expect(renderMail('activation', locale, { username: 'X-Name', link: mail.link }).text).not.toContain(
        'X-Name',
      );
  });

  it("answers an already registered address with the spec's notice and queues nothing", async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    await post(t.app, '/website/auth/activate', { token: (await latestMail(t.app, email))!.token });
    const answer = await post(t.app, '/website/auth/register', registration(email), { locale: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 409,
      msg: 'This email address is already registered. Please log in.',
      data: { status: 'already-registered' },
    });
    expect(await mailCount(t.app, email)).toBe(1);
  });

  it('sends a member of the previous handler to the consent flow', async () => {
    const email = await legacyMember(t.app);
    const answer = await post(t.app, '/website/auth/register', registration(email));
    expect(answer.body.code).toBe(409);
    expect(answer.body.data).toEqual({ status: 'consent-required' });
  });

  it('refuses a common password and reports the spec messages as validation keys', async () => {
    const common = await post(
      t.app,
      '/website/auth/register',
      registration(uniqueEmail(), { password: 'Password1!', confirmPassword: 'Password1!' }),
    );
    expect(common.status).toBe(400);
    expect(common.body.data).toEqual([{ field: 'password', message: 'validation:password.common' }]);
    const invalid = await post(
      t.app,
      '/website/auth/register',
      { email: 'nope', agreement: false, password: PASSWORD, confirmPassword: 'x' },
      { locale: 'en' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe('Please check your input.');
    expect(invalid.body.data).toEqual(
      expect.arrayContaining([
        { field: 'companyName', message: 'validation:companyName.required' },
        { field: 'username', message: 'validation:username.required' },
        { field: 'email', message: 'validation:email.invalid' },
        { field: 'agreement', message: 'validation:register.agreeTerms' },
        { field: 'confirmPassword', message: 'validation:password.mismatch' },
      ]),
    );
  });

  it('takes a password of up to 20 characters, as every form states, and refuses 21', async () => {
    const longest = `Aa1!${'correct horse battery staple'}`.slice(0, 20);
    const tooLong = `${longest}x`;
    const refused = await post(
      t.app,
      '/website/auth/register',
      registration(uniqueEmail(), { password: tooLong, confirmPassword: tooLong }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ field: 'password', message: 'validation:password.tooLong' }]);
    const email = uniqueEmail();
    await post(
      t.app,
      '/website/auth/register',
      registration(email, { password: longest, confirmPassword: longest }),
    );
    await post(t.app, '/website/auth/activate', { token: (await latestMail(t.app, email))!.token });
    expect(await login(t.app, email, longest)).toBeTruthy();
  });

  it('drops a submission whose honeypot is filled, answering as usual', async () => {
    const email = uniqueEmail();
    const answer = await post(
      t.app,
      '/website/auth/register',
      registration(email, { homepage: 'http://spam.example' }),
    );
    expect(answer.body.code).toBe(200);
    expect(await mailCount(t.app, email)).toBe(0);
    expect(
      await t.app.db.kysely.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets exactly one of 8 concurrent uses of an activation token succeed', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const { token } = (await latestMail(t.app, email))!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t.app, '/website/auth/activate', { token })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 410)).toHaveLength(7);
  });

  it('keeps session and activation tokens apart', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const activation = (await latestMail(t.app, email))!.token!;
    // An activation token is no session.
    expect((await get(t.app, '/website/member/me', { token: activation })).status).toBe(401);
    await post(t.app, '/website/auth/activate', { token: activation });
    const session = await login(t.app, email);
    // A session token activates nothing.
    const other = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(other));
    expect((await post(t.app, '/website/auth/activate', { token: session })).body.code).toBe(410);
    const pending = await t.app.db.kysely
      .selectFrom('members')
      .select('status')
      .where('email', '=', other)
      .executeTakeFirst();
    expect(pending!.status).toBe('pending');
  });

  it('rejects an activation link after 24 hours', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const { token } = (await latestMail(t.app, email))!;
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await post(t.app, '/website/auth/activate', { token })).body.code).toBe(410);
  });
});
