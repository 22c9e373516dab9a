import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post } from './helpers/client';
import {
  PASSWORD,
  activeMember,
  latestMail,
  legacyMember,
  registration,
  uniqueEmail,
} from './helpers/members';

describeEngines('login', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('returns a session token, its absolute expiry and the member', async () => {
    const email = await activeMember(t.app);
    const answer = await post<{ token: string; expiresAt: string; member: unknown }>(
      t.app,
      '/website/auth/login',
      { email: email.toUpperCase(), password: PASSWORD },
      { locale: 'zh' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toBe('成功');
    expect(answer.body.data!.member).toEqual({
      email,
      username: 'Hanako',
      companyName: 'Acme Components',
      locale: 'zh',
    });
    expect(Date.parse(answer.body.data!.expiresAt) - t.clock.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const me = await get(t.app, '/website/member/me', { token: answer.body.data!.token });
    expect(me.body.code).toBe(200);
  });

  it('answers unknown email and wrong password alike, spending one hash each', async () => {
    const email = await activeMember(t.app);
    const verify = jest.spyOn(t.app.passwords, 'verify');
    const unknown = await post(t.app, '/website/auth/login', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(verify).toHaveBeenCalledTimes(1);
    const wrong = await post(t.app, '/website/auth/login', { email, password: 'Wrong-Kettle-93' });
    expect(verify).toHaveBeenCalledTimes(2);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: 500, msg: '1' });
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('answers "1" for a registration that is not activated', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    expect((await post(t.app, '/website/auth/login', { email, password: PASSWORD })).body).toEqual({
      code: 500,
      msg: '1',
    });
  });

  it('answers "2" for a member who must first consent to the new data handler', async () => {
    const email = await legacyMember(t.app);
    const verify = jest.spyOn(t.app.passwords, 'verify');
    const answer = await post(t.app, '/website/auth/login', { email, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 500, msg: '2' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('gives a new token at every login', async () => {
    const email = await activeMember(t.app);
    const first = await post<{ token: string }>(t.app, '/website/auth/login', { email, password: PASSWORD });
    const second = await post<{ token: string }>(t.app, '/website/auth/login', { email, password: PASSWORD });
    expect(first.body.data!.token).not.toBe(second.body.data!.token);
  });

  it('validates the body with the spec messages', async () => {
    const answer = await post(t.app, '/website/auth/login', { email: '', password: '' }, { locale: 'jp' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      msg: '入力内容をご確認ください。',
      data: [
        { field: 'email', message: 'validation:email.required' },
        { field: 'password', message: 'validation:password.required' },
      ],
    });
  });

  it('does not accept an activation token as a login secret', async () => {
    const email = uniqueEmail();
    await post(t.app, '/website/auth/register', registration(email));
    const { token } = (await latestMail(t.app, email))!;
    expect((await post(t.app, '/website/auth/login', { email, password: token })).body).toEqual({
      code: 500,
      msg: '1',
    });
  });
});

describeEngines('login limits', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('stops 50 parallel wrong passwords from one client even when body fields rotate (more in brute-force.test.ts)', async () => {
    const email = await activeMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          t.app,
          '/website/auth/login',
          { email, password: `Wrong-${i}-Kettle!`, note: `rotating-${i}` },
          { ip: '203.0.113.1' },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.code === 500)).toHaveLength(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(40);
    for (const answer of limited) expect(answer.body).toEqual(expect.objectContaining({ code: 429 }));
    // That client stays refused; the member from another client is not.
    expect(
      (await post(t.app, '/website/auth/login', { email, password: PASSWORD }, { ip: '203.0.113.1' })).status,
    ).toBe(429);
    expect(
      (await post(t.app, '/website/auth/login', { email, password: PASSWORD }, { ip: '198.51.100.70' })).body
        .code,
    ).toBe(200);
  });

  it('limits one client across many accounts, and a client that is not a configured proxy cannot choose its address', async () => {
    const attempt = (i: number, options: Parameters<typeof post>[3]) =>
      post(t.app, '/website/auth/login', { email: uniqueEmail(`spray${i}`), password: PASSWORD }, options);
    const fromOneClient = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(i, { ip: '198.51.100.20' })),
    );
    expect(fromOneClient.filter((a) => a.status === 429).length).toBe(10);
    // A direct connection from elsewhere: its X-Forwarded-For is ignored, the socket address counts.
    const direct = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(i, { remoteAddress: '192.0.2.50', ip: `203.0.113.${i + 1}` }),
      ),
    );
    expect(direct.filter((a) => a.status === 429).length).toBe(10);
  });
});
