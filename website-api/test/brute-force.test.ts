import { LOGIN_UNKNOWN_LIMIT } from '../src/routes/website/auth/login';
import { DEVICE_COOKIE_PATH } from '../src/lib/device-cookies';
import { clientOf } from '../src/lib/limits';
import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';
import { PASSWORD, activeMember, latestMail, mailCount, uniqueEmail } from './helpers/members';

const NEW_PASSWORD = 'Copper-Lantern-58';
const LOGIN = '/website/auth/login';
const wrong = (i: number) => `Wrong-${i}-Kettle!`;

describe('clients', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe(clientOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8:1:3::1')).not.toBe(clientOf('2001:db8:1:2::1'));
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
  });
});

describeEngines('brute force without lockout', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const login = (
    email: string,
    password: string,
    ip: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => post<{ token: string }>(t.app, LOGIN, { email, password, ...extra }, { ip, headers });

  /** Logs the member in from a browser and returns that browser's device cookie (name=value). */
  const knownDevice = async (email: string, ip: string, headers: Record<string, string> = {}) => {
    const answer = await login(email, PASSWORD, ip, {}, headers);
    expect(answer.body.code).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    return cookie.slice(0, cookie.indexOf(';'));
  };

  it('stops 50 parallel wrong passwords from client A; the member logs in from client B', async () => {
    const email = await activeMember(t.app);
    const verify = jest.spyOn(t.app.passwords, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(email, wrong(i), '203.0.113.10', { note: `rotating-${i}` })),
    );
    expect(answers.filter((a) => a.body.code === 500)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
    expect(verify).toHaveBeenCalledTimes(10);
    expect((await login(email, PASSWORD, '203.0.113.10')).status).toBe(429);

    // Client B, never seen: its own allowance; the account is under its cap.
    const fromB = await login(email, PASSWORD, '198.51.100.7');
    expect(fromB.status).toBe(200);
    expect(fromB.body.code).toBe(200);
    expect(t.pauses).toEqual([]);
  });

  it('lets the member in from client A again once its window has passed', async () => {
    const email = await activeMember(t.app);
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await login(email, wrong(i), '203.0.113.11')).status);
    expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect((await login(email, PASSWORD, '203.0.113.11')).status).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await login(email, PASSWORD, '203.0.113.11')).body.code).toBe(200);
    expect(t.pauses).toEqual([]);
  });

  it('caps the guesses against one account from unknown clients at 20 an hour, however many clients send them', async () => {
    const email = await activeMember(t.app);
    const verify = jest.spyOn(t.app.passwords, 'verify');
    // 44 parallel guesses from 5 addresses, then more from 40 fresh ones.
    const burst = await Promise.all(
      Array.from({ length: 44 }, (_, i) => login(email, wrong(i), `203.0.113.${40 + (i % 5)}`)),
    );
    const late = [];
    for (let i = 0; i < 40; i += 1) late.push(await login(email, wrong(100 + i), `192.0.2.${i + 1}`));
    const all = [...burst, ...late];
    expect(LOGIN_UNKNOWN_LIMIT).toBe(20);
    expect(verify).toHaveBeenCalledTimes(20);
    expect(all.filter((a) => a.body.code === 500)).toHaveLength(20);
    expect(all.filter((a) => a.status === 429)).toHaveLength(64);
    // The right password from an unknown client is refused as well until the hour is over:
    // it is one more guess. No wait is imposed on anybody.
    expect((await login(email, PASSWORD, '198.51.100.30')).status).toBe(429);
    expect(t.pauses).toEqual([]);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await login(email, PASSWORD, '198.51.100.30')).body.code).toBe(200);
  });

  it("lets a browser that logged in before in, at once, while strangers' guesses have shut unknown clients out", async () => {
    const email = await activeMember(t.app);
    // The member's office browser logged in yesterday; the attacker shares its address.
    const cookie = await knownDevice(email, '203.0.113.50');
    t.clock.advance(24 * 60 * 60 * 1000);
    for (let i = 0; i < 30; i += 1) await login(email, wrong(i), `203.0.113.${50 + (i % 3)}`);
    expect((await login(email, PASSWORD, '203.0.113.50')).status).toBe(429);
    expect((await login(email, PASSWORD, '198.51.100.31')).status).toBe(429);
    const member = await login(email, PASSWORD, '203.0.113.50', {}, { cookie });
    expect(member.status).toBe(200);
    expect(member.body.code).toBe(200);
    expect(t.pauses).toEqual([]);
    // Its typo is its own business: the device has its own allowance of ten, then waits.
    const typos = [];
    for (let i = 0; i < 11; i += 1)
      typos.push((await login(email, wrong(i), '203.0.113.50', {}, { cookie })).status);
    expect(typos).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('issues the device cookie HttpOnly, SameSite=Strict, on the login path, Secure over HTTPS', async () => {
    const email = await activeMember(t.app);
    const plain = await login(email, PASSWORD, '198.51.100.40');
    expect(String(plain.headers['set-cookie'])).toMatch(
      new RegExp(
        `^did_[A-Za-z0-9_-]{22}=[^;]+; Path=${DEVICE_COOKIE_PATH}; Max-Age=15552000; HttpOnly; SameSite=Strict$`,
      ),
    );
    const secure = await login(email, PASSWORD, '198.51.100.40', {}, { 'x-forwarded-proto': 'https' });
    expect(String(secure.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    // Failures issue none.
    expect((await login(email, wrong(1), '198.51.100.40')).headers['set-cookie']).toBeUndefined();
  });

  it("counts a forged, expired or another account's device cookie as an unknown client", async () => {
    const email = await activeMember(t.app);
    const other = await activeMember(t.app);
    const otherCookie = await knownDevice(other, '198.51.100.41');
    const cookie = await knownDevice(email, '198.51.100.41');
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const renamed = `${name}=${otherCookie.split('=')[1]}`;
    for (let i = 0; i < 20; i += 1) await login(email, wrong(i), `192.0.2.${100 + i}`);
    for (const presented of [forged, renamed, otherCookie])
      expect((await login(email, PASSWORD, '198.51.100.41', {}, { cookie: presented })).status).toBe(429);
    expect((await login(email, PASSWORD, '198.51.100.41', {}, { cookie })).body.code).toBe(200);
    t.clock.advance(181 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 20; i += 1) await login(email, wrong(i), `192.0.2.${150 + i}`);
    expect((await login(email, PASSWORD, '198.51.100.41', {}, { cookie })).status).toBe(429);
  });

  it('sends the reset mail while the account is throttled, and a reset clears every login counter', async () => {
    const email = await activeMember(t.app);
    for (let i = 0; i < 12; i += 1) await login(email, wrong(i), '203.0.113.20');
    expect((await login(email, PASSWORD, '203.0.113.20')).status).toBe(429);
    // And shut to every unknown client.
    for (let i = 0; i < 12; i += 1) await login(email, wrong(i), `203.0.113.${21 + i}`);
    expect((await login(email, PASSWORD, '198.51.100.20')).status).toBe(429);
    const before = await mailCount(t.app, email);

    const forgot = await post(
      t.app,
      '/website/auth/forgot-password',
      { email },
      { ip: '203.0.113.20', locale: 'en' },
    );
    expect(forgot.body.code).toBe(200);
    const mail = await latestMail(t.app, email);
    expect(await mailCount(t.app, email)).toBe(before + 1);
    expect(mail!.row.kind).toBe('password-reset');

    const reset = await post(t.app, '/website/auth/reset-password', {
      token: mail!.token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.body.code).toBe(200);
    t.pauses.length = 0;
    expect((await login(email, NEW_PASSWORD, '203.0.113.20')).body.code).toBe(200);
    expect(t.pauses).toEqual([]);
    const left = await t.app.db.kysely
      .selectFrom('rate_counters')
      .select('key')
      .where('key', 'like', 'login%')
      .where('count', '>', 0)
      .execute();
    expect(left).toEqual([]);
  });

  it("lets nobody use up the member's reset mails, and floods no inbox", async () => {
    const email = await activeMember(t.app);
    const before = await mailCount(t.app, email);
    const ask = async (ip: string) => {
      t.clock.advance(1);
      const answer = await post(t.app, '/website/auth/forgot-password', { email }, { ip });
      await t.app.background.idle();
      return answer.status;
    };
    const attacker: number[] = [];
    for (const ip of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      for (let i = 0; i < 6; i += 1) attacker.push(await ask(ip));
    }
    // Each attacking client is refused after 5; 15 requests reached the account: 6 mails went out.
    expect(attacker.filter((s) => s === 429)).toHaveLength(3);
    expect((await mailCount(t.app, email)) - before).toBe(6);

    // The member asks from their own client: answered as always; the newest mail in the inbox works.
    expect(await ask('198.51.100.10')).toBe(200);
    expect((await mailCount(t.app, email)) - before).toBe(6);
    const newest = await latestMail(t.app, email);
    const reset = await post(t.app, '/website/auth/reset-password', {
      token: newest!.token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.body.code).toBe(200);

    // Ten minutes on, a request sends a fresh mail again.
    t.clock.advance(10 * 60 * 1000);
    expect(await ask('198.51.100.10')).toBe(200);
    expect((await mailCount(t.app, email)) - before).toBe(7);
  });

  it('answers an unknown address exactly as a wrong password, limited alike', async () => {
    const known = await activeMember(t.app);
    const unknown = uniqueEmail('nobody');
    const run = async (email: string, ipBase: number) => {
      const verify = jest.spyOn(t.app.passwords, 'verify');
      const answers = [];
      // One client: refused after its 10 attempts.
      for (let i = 0; i < 12; i += 1) answers.push(await login(email, wrong(i), `198.18.${ipBase}.200`));
      // Spread over clients: refused once the account has had 20 from unknown clients.
      for (let i = 0; i < 12; i += 1) answers.push(await login(email, wrong(i), `198.18.${ipBase}.${i + 1}`));
      // verifyNothing hashes through verify as well: one call per attempt either way.
      const hashes = verify.mock.calls.length;
      jest.restoreAllMocks();
      return {
        answers: answers.map((a) => ({ status: a.status, body: a.body, cookie: a.headers['set-cookie'] })),
        hashes,
      };
    };
    const knownRun = await run(known, 1);
    const unknownRun = await run(unknown, 2);
    expect(unknownRun).toEqual(knownRun);
    expect(knownRun.answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(knownRun.hashes).toBe(20);
  });
});
