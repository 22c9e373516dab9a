import { createTestApp, TEST_SITE_URL, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post } from './helpers/client';
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
      msg: 'We have sent you an activation email. Please open the link in it to complete your registration.',
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

  it('re-sends the mail for an unfinished registration, and each link activates its own registration', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const firstToken = (await latestMail(t.app, email))!.token;
    const second = await post(
      t.app,
      '/website/auth/register',
      registration(email, {
        username: 'Second',
        password: 'Green-Teapot-41',
        confirmPassword: 'Green-Teapot-41',
      }),
      { locale: 'en' },
    );
    expect(second.body).toEqual({
      code: 200,
      msg: 'Your earlier registration is not finished yet. We have sent the activation email again.',
      data: { status: 'resent' },
    });
    expect(await mailCount(t.app, email)).toBe(2);
    // The earlier link no longer works; the new one activates the second registration.
    expect((await post(t.app, '/website/auth/activate', { token: firstToken })).body.code).toBe(410);
    const secondToken = (await latestMail(t.app, email))!.token;
    expect((await post(t.app, '/website/auth/activate', { token: secondToken })).body.code).toBe(200);
    const token = await login(t.app, email, 'Green-Teapot-41');
    const me = await get<{ username: string }>(t.app, '/website/member/me', { token });
    expect(me.body.data!.username).toBe('Second');
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

  it('accepts a 128-character password', async () => {
    const long = `Aa1!${'correct horse battery staple '.repeat(5)}`.slice(0, 128);
    const email = uniqueEmail();
    await post(
      t.app,
      '/website/auth/register',
      registration(email, { password: long, confirmPassword: long }),
    );
    await post(t.app, '/website/auth/activate', { token: (await latestMail(t.app, email))!.token });
    expect(await login(t.app, email, long)).toBeTruthy();
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
