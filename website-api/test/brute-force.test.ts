import { LOGIN_DELAY_BASE_MS, LOGIN_DELAY_CAP_MS, loginDelayMs } from '../src/routes/website/auth/login';
import { clientOf } from '../src/lib/limits';
import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';
import { PASSWORD, activeMember, latestMail, mailCount, uniqueEmail } from './helpers/members';

const NEW_PASSWORD = 'Copper-Lantern-58';
const LOGIN = '/website/auth/login';
const wrong = (i: number) => `Wrong-${i}-Kettle!`;

describe('login slow-down', () => {
  it('grows per failure beyond the free ones and stops at the cap', () => {
    expect([9, 10, 11, 12, 13, 14, 15, 16, 40, 10_000].map((failures) => loginDelayMs(failures, 10))).toEqual(
      [0, 500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000],
    );
    expect(LOGIN_DELAY_BASE_MS).toBe(500);
    expect(LOGIN_DELAY_CAP_MS).toBe(15_000);
  });

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

  const login = (email: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
    post<{ token: string }>(t.app, LOGIN, { email, password, ...extra }, { ip });

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

    // Client B: slowed down by the account's failures, not refused.
    const fromB = await login(email, PASSWORD, '198.51.100.7');
    expect(fromB.status).toBe(200);
    expect(fromB.body.code).toBe(200);
    expect(t.pauses).toEqual([500]);
  });

  it('lets the member in from client A again once its window has passed, after the delay', async () => {
    const email = await activeMember(t.app);
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await login(email, wrong(i), '203.0.113.11')).status);
    expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect((await login(email, PASSWORD, '203.0.113.11')).status).toBe(429);
    expect(t.pauses).toEqual([]);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await login(email, PASSWORD, '203.0.113.11')).body.code).toBe(200);
    // The account's ten failures (kept for an hour) slow the attempt down; they do not stop it.
    expect(t.pauses).toEqual([500]);
  });

  it('slows down wrong passwords spread over many clients, never refuses the member', async () => {
    const email = await activeMember(t.app);
    for (let i = 0; i < 16; i += 1) {
      const answer = await login(email, wrong(i), `203.0.113.${100 + i}`);
      expect(answer.body).toEqual({ code: 500, msg: '1' });
    }
    expect(t.pauses).toEqual([500, 1000, 2000, 4000, 8000, 15_000]);
    t.pauses.length = 0;
    const member = await login(email, PASSWORD, '198.51.100.8');
    expect(member.body.code).toBe(200);
    expect(t.pauses).toEqual([15_000]);
    // The failures last an hour, then attempts go through without waiting again.
    t.clock.advance(60 * 60 * 1000 + 1);
    t.pauses.length = 0;
    expect((await login(email, PASSWORD, '198.51.100.8')).body.code).toBe(200);
    expect(t.pauses).toEqual([]);
  });

  it('rotating body fields, the address case or X-Forwarded-For from a peer that is not a proxy does not reset the limit', async () => {
    const email = await activeMember(t.app);
    const answers = [];
    for (let i = 0; i < 15; i += 1) {
      const variant = i % 2 === 0 ? email : email.toUpperCase();
      answers.push(
        await post(
          t.app,
          LOGIN,
          { email: variant, password: wrong(i), homepage: '', extra: i },
          { remoteAddress: '192.0.2.50', ip: `203.0.113.${i + 1}` },
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(10).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    // The member, from elsewhere, is not refused.
    expect((await login(email, PASSWORD, '198.51.100.9')).body.code).toBe(200);
  });

  it('sends the reset mail while the account is throttled, and a reset clears every login counter', async () => {
    const email = await activeMember(t.app);
    for (let i = 0; i < 12; i += 1) await login(email, wrong(i), '203.0.113.20');
    expect((await login(email, PASSWORD, '203.0.113.20')).status).toBe(429);
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

  it('answers an unknown address exactly as a wrong password, throttled and slowed alike', async () => {
    const known = await activeMember(t.app);
    const unknown = uniqueEmail('nobody');
    const run = async (email: string, ipBase: number) => {
      const verify = jest.spyOn(t.app.passwords, 'verify');
      t.pauses.length = 0;
      const answers = [];
      // Spread over clients: 12 failures slow the account down.
      for (let i = 0; i < 12; i += 1) answers.push(await login(email, wrong(i), `198.18.${ipBase}.${i + 1}`));
      // One client: refused after its 10 attempts.
      for (let i = 0; i < 12; i += 1) answers.push(await login(email, wrong(i), `198.18.${ipBase}.200`));
      // verifyNothing hashes through verify as well: one call per attempt either way.
      const hashes = verify.mock.calls.length;
      jest.restoreAllMocks();
      return {
        answers: answers.map((a) => ({ status: a.status, body: a.body })),
        pauses: [...t.pauses],
        hashes,
      };
    };
    const knownRun = await run(known, 1);
    const unknownRun = await run(unknown, 2);
    expect(unknownRun).toEqual(knownRun);
    expect(knownRun.answers.filter((a) => a.status === 429)).toHaveLength(2);
    expect(knownRun.hashes).toBe(22);
    expect(knownRun.pauses.length).toBeGreaterThan(0);
  });
});
