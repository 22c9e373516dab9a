import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post } from './helpers/client';
import { activeMember, login } from './helpers/members';

const DAY = 24 * 60 * 60 * 1000;

describeEngines('sessions', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('revokes the session at logout', async () => {
    const token = await login(t.app, await activeMember(t.app));
    expect((await get(t.app, '/website/member/me', { token })).status).toBe(200);
    const out = await post(t.app, '/website/auth/logout', undefined, { token, locale: 'en' });
    expect(out.body).toEqual({ code: 200, msg: 'You have logged out.' });
    const after = await get(t.app, '/website/member/me', { token, locale: 'en' });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, msg: 'Login status expired. Please log in again.' });
  });

  it('answers logout without a session with success', async () => {
    expect((await post(t.app, '/website/auth/logout', undefined)).body.code).toBe(200);
  });

  it('ends a session idle for 7 days', async () => {
    const token = await login(t.app, await activeMember(t.app));
    t.clock.advance(7 * DAY - 60_000);
    expect((await get(t.app, '/website/member/me', { token })).status).toBe(200);
    t.clock.advance(7 * DAY + 1000);
    expect((await get(t.app, '/website/member/me', { token })).status).toBe(401);
  });

  it('ends an active session 30 days after login', async () => {
    const token = await login(t.app, await activeMember(t.app));
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      expect((await get(t.app, '/website/member/me', { token })).status).toBe(200);
    }
    t.clock.advance(6 * DAY);
    expect((await get(t.app, '/website/member/me', { token })).status).toBe(401);
  });

  it('accepts only the Bearer header, never the authToken cookie', async () => {
    const token = await login(t.app, await activeMember(t.app));
    const withCookie = await get(t.app, '/website/member/me', { headers: { cookie: `authToken=${token}` } });
    expect(withCookie.status).toBe(401);
    const otherScheme = await get(t.app, '/website/member/me', {
      headers: { authorization: `Token ${token}` },
    });
    expect(otherScheme.status).toBe(401);
  });

  it('stores only hashes of session tokens', async () => {
    const token = await login(t.app, await activeMember(t.app));
    const rows = await t.app.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
