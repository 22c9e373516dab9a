import { createTestApp, TEST_SITE_URL, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';
import { activeMember, latestMail, legacyMember, login, mailCount, uniqueEmail } from './helpers/members';

const PASSWORD = 'Harbor-Signal-72';
const complete = (token: string | null, password = PASSWORD) => ({
  token,
  password,
  confirmPassword: password,
});

describeEngines('data-handler consent', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('takes a member of the previous handler from "2" at login to a working password', async () => {
    const email = await legacyMember(t.app);
    expect((await post(t.app, '/website/auth/login', { email, password: PASSWORD })).body).toEqual({
      code: 500,
      msg: '2',
    });
    const agreed = await post(t.app, '/website/auth/consent', { email, agreement: true }, { locale: 'zh' });
    expect(agreed.body).toEqual({
      code: 200,
      msg: '感谢您的同意。如果该电子邮箱地址已注册，我们已发送设置密码的邮件。',
    });
    const mail = await latestMail(t.app, email);
    expect(mail!.row.kind).toBe('password-setup');
    expect(mail!.row.locale).toBe('zh');
    expect(mail!.link.startsWith(`${TEST_SITE_URL}/zh/history-active?token=`)).toBe(true);
    const done = await post(t.app, '/website/auth/consent/complete', complete(mail!.token), { locale: 'en' });
    expect(done.body).toEqual({ code: 200, msg: 'Your password has been set. Please log in.' });
    const member = await t.app.db.kysely
      .selectFrom('members')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(member.status).toBe('active');
    expect(member.consented_at).toEqual(expect.any(Number));
    expect(await login(t.app, email, PASSWORD)).toBeTruthy();
    // The link works once.
    expect((await post(t.app, '/website/auth/consent/complete', complete(mail!.token))).body.code).toBe(410);
  });

  it('answers unknown and active addresses alike and mails nobody', async () => {
    const unknown = uniqueEmail('nobody');
    const active = await activeMember(t.app);
    const a = await post(t.app, '/website/auth/consent', { email: unknown, agreement: true });
    const b = await post(t.app, '/website/auth/consent', { email: active, agreement: true });
    expect(a.body).toEqual(b.body);
    expect(await mailCount(t.app, unknown)).toBe(0);
    expect(await mailCount(t.app, active)).toBe(1); // the activation mail only
  });

  it('requires the agreement', async () => {
    const answer = await post(t.app, '/website/auth/consent', { email: uniqueEmail(), agreement: false });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([{ field: 'agreement', message: 'validation:consent.agreeRequired' }]);
  });

  it('lets exactly one of 8 concurrent completions succeed', async () => {
    const email = await legacyMember(t.app);
    await post(t.app, '/website/auth/consent', { email, agreement: true });
    const { token } = (await latestMail(t.app, email))!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t.app, '/website/auth/consent/complete', complete(token))),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
  });

  it('does not accept a reset or activation token for the consent step', async () => {
    const email = await legacyMember(t.app);
    const active = await activeMember(t.app);
    await post(t.app, '/website/auth/forgot-password', { email: active });
    const resetToken = (await latestMail(t.app, active))!.token;
    expect((await post(t.app, '/website/auth/consent/complete', complete(resetToken))).body.code).toBe(410);
    const still = await t.app.db.kysely
      .selectFrom('members')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('legacy');
  });

  it('drops a submission whose honeypot is filled', async () => {
    const email = await legacyMember(t.app);
    const answer = await post(t.app, '/website/auth/consent', { email, agreement: true, homepage: 'x' });
    expect(answer.body.code).toBe(200);
    expect(await mailCount(t.app, email)).toBe(0);
  });
});
