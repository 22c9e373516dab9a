import { createTestApp, TEST_SITE_URL, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post } from './helpers/client';
import { PASSWORD, activeMember, latestMail, login, mailCount, uniqueEmail } from './helpers/members';

const NEW_PASSWORD = 'Copper-Lantern-58';
const HOUR = 60 * 60 * 1000;
const reset = (token: string | null, password = NEW_PASSWORD) => ({
  token,
  password,
  confirmPassword: password,
});

describeEngines('password reset', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers known and unknown addresses alike and mails only a member, in the member language', async () => {
    const known = await activeMember(t.app);
    await login(t.app, known, PASSWORD); // the member's language is now jp
    const unknown = uniqueEmail('nobody');
    const a = await post(t.app, '/website/auth/forgot-password', { email: known }, { locale: 'en' });
    const b = await post(t.app, '/website/auth/forgot-password', { email: unknown }, { locale: 'en' });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({
      code: 200,
      msg: 'If this email address is registered, we have sent a password reset email to it.',
    });
    const mail = await latestMail(t.app, known);
    expect(mail!.row.kind).toBe('password-reset');
    expect(mail!.row.locale).toBe('jp');
    expect(mail!.link.startsWith(`${TEST_SITE_URL}/pwd-active?token=`)).toBe(true);
    expect(await mailCount(t.app, unknown)).toBe(0);
  });

  it('throttles known and unknown addresses the same way', async () => {
    const known = await activeMember(t.app);
    const unknown = uniqueEmail('nobody');
    for (const [email, ip] of [
      [known, '198.51.100.31'],
      [unknown, '198.51.100.32'],
    ]) {
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await post(t.app, '/website/auth/forgot-password', { email }, { ip })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('accepts a token just before its hour ends, keeps the old password until then, and revokes sessions', async () => {
    const email = await activeMember(t.app);
    const session = await login(t.app, email);
    await post(t.app, '/website/auth/forgot-password', { email });
    const { token } = (await latestMail(t.app, email))!;
    t.clock.advance(HOUR - 1000);
    expect(await login(t.app, email, PASSWORD)).toBeTruthy();
    const answer = await post(t.app, '/website/auth/reset-password', reset(token), { locale: 'en' });
    expect(answer.body).toEqual({ code: 200, msg: 'Your password has been reset. Please log in.' });
    expect((await get(t.app, '/website/member/me', { token: session })).status).toBe(401);
    expect((await post(t.app, '/website/auth/login', { email, password: PASSWORD })).body).toEqual({
      code: 500,
      msg: '1',
    });
    expect(await login(t.app, email, NEW_PASSWORD)).toBeTruthy();
  });

  it('rejects a token just after its hour', async () => {
    const email = await activeMember(t.app);
    await post(t.app, '/website/auth/forgot-password', { email });
    const { token } = (await latestMail(t.app, email))!;
    t.clock.advance(HOUR + 1000);
    const answer = await post(t.app, '/website/auth/reset-password', reset(token), { locale: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 410,
      msg: 'Password reset failed. We apologize for the inconvenience. Please request a new link.',
    });
    expect(await login(t.app, email, PASSWORD)).toBeTruthy();
  });

  it('lets exactly one of 8 concurrent uses of a reset token succeed', async () => {
    const email = await activeMember(t.app);
    await post(t.app, '/website/auth/forgot-password', { email });
    const { token } = (await latestMail(t.app, email))!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(t.app, '/website/auth/reset-password', reset(token, `Copper-Lantern-${i}!`)),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 410)).toHaveLength(7);
  });

  it('refuses reset bodies that try type confusion, and common or mismatching passwords', async () => {
    for (const token of [{}, [], null, 1, true, 'short']) {
      const answer = await post(t.app, '/website/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual([{ field: 'token', message: 'validation:token.invalid' }]);
    }
    const email = await activeMember(t.app);
    await post(t.app, '/website/auth/forgot-password', { email });
    const { token } = (await latestMail(t.app, email))!;
    const common = await post(t.app, '/website/auth/reset-password', reset(token, 'P@ssw0rd123!'));
    expect(common.body.data).toEqual([{ field: 'password', message: 'validation:password.common' }]);
    const mismatch = await post(t.app, '/website/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'x',
    });
    expect(mismatch.body.data).toEqual([
      { field: 'confirmPassword', message: 'validation:password.mismatch' },
    ]);
    // Refused attempts did not spend the token.
    expect((await post(t.app, '/website/auth/reset-password', reset(token))).body.code).toBe(200);
  });

  it('stores only the hash of a reset token', async () => {
    const email = await activeMember(t.app);
    await post(t.app, '/website/auth/forgot-password', { email });
    const { token } = (await latestMail(t.app, email))!;
    const rows = await t.app.db.kysely.selectFrom('link_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
