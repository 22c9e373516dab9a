import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { get, post, put } from './helpers/client';
import { PASSWORD, activeMember, login } from './helpers/members';

const NEW_PASSWORD = 'Velvet-Compass-26';

describeEngines('member centre', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('shows the profile and nothing secret', async () => {
    const email = await activeMember(t.app);
    const token = await login(t.app, email);
    const me = await get(t.app, '/website/member/me', { token });
    expect(me.body).toEqual({
      code: 200,
      msg: '成功しました',
      data: { email, username: 'Hanako', companyName: 'Acme Components', locale: 'jp' },
    });
  });

  it('edits username and company name, which are required', async () => {
    const token = await login(t.app, await activeMember(t.app));
    const edited = await put(
      t.app,
      '/website/member/profile',
      { username: ' Sakura ', companyName: 'Nippon Parts' },
      { token, locale: 'en' },
    );
    expect(edited.body).toEqual({
      code: 200,
      msg: 'Your personal information has been updated.',
      data: expect.objectContaining({ username: 'Sakura', companyName: 'Nippon Parts' }),
    });
    expect(
      (await get<{ username: string }>(t.app, '/website/member/me', { token })).body.data!.username,
    ).toBe('Sakura');
    const empty = await put(
      t.app,
      '/website/member/profile',
      { username: '', companyName: '   ' },
      { token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual([
      { field: 'username', message: 'validation:username.required' },
      { field: 'companyName', message: 'validation:companyName.required' },
    ]);
  });

  it('refuses control and invisible characters in the profile; they do not pass "required"', async () => {
    const token = await login(t.app, await activeMember(t.app));
    const invisible = await put(
      t.app,
      '/website/member/profile',
      { username: '\u0000', companyName: '\u202e' },
      { token },
    );
    expect(invisible.status).toBe(400);
    expect(invisible.body.data).toEqual([
      { field: 'username', message: 'validation:text.invisibleCharacters' },
      { field: 'companyName', message: 'validation:text.invisibleCharacters' },
    ]);
    for (const [username, companyName] of [
      ['Sakura\r\nBcc: x@example.test', 'Nippon Parts'],
      ['Sakura', 'Nippon \u2066Parts\u2069'],
      ['\u200b', 'Nippon\u200ePart'],
    ]) {
      expect((await put(t.app, '/website/member/profile', { username, companyName }, { token })).status).toBe(
        400,
      );
    }
    // Nothing visible at all (a joiner) is as good as empty.
    const joiner = await put(
      t.app,
      '/website/member/profile',
      { username: '\u200d', companyName: 'Nippon Parts' },
      { token },
    );
    expect(joiner.body.data).toEqual([{ field: 'username', message: 'validation:username.required' }]);
    const me = await get<{ username: string; companyName: string }>(t.app, '/website/member/me', { token });
    expect(me.body.data).toMatchObject({ username: 'Hanako', companyName: 'Acme Components' });
  });

  it('needs a session for every member route', async () => {
    expect((await get(t.app, '/website/member/me')).status).toBe(401);
    expect((await put(t.app, '/website/member/profile', { username: 'a', companyName: 'b' })).status).toBe(
      401,
    );
    expect((await post(t.app, '/website/member/password', {})).status).toBe(401);
  });

  it('changes the password only with the current one, then revokes every session', async () => {
    const email = await activeMember(t.app);
    const token = await login(t.app, email);
    const other = await login(t.app, email);
    const change = (currentPassword: string, newPassword = NEW_PASSWORD) =>
      post(
        t.app,
        '/website/member/password',
        { currentPassword, newPassword, confirmPassword: newPassword },
        { token, locale: 'en' },
      );

    const wrong = await change('Not-The-Password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual([
      { field: 'currentPassword', message: 'validation:password.currentWrong' },
    ]);
    const common = await change(PASSWORD, 'Qwerty123!');
    expect(common.body.data).toEqual([{ field: 'newPassword', message: 'validation:password.common' }]);
    const missing = await post(t.app, '/website/member/password', {}, { token });
    expect(missing.body.data).toEqual(
      expect.arrayContaining([
        { field: 'currentPassword', message: 'validation:password.currentRequired' },
        { field: 'newPassword', message: 'validation:password.newRequired' },
      ]),
    );

    const done = await change(PASSWORD);
    expect(done.body).toEqual({ code: 200, msg: 'Your password has been changed. Please log in again.' });
    expect((await get(t.app, '/website/member/me', { token })).status).toBe(401);
    expect((await get(t.app, '/website/member/me', { token: other })).status).toBe(401);
    expect((await post(t.app, '/website/auth/login', { email, password: PASSWORD })).body.msg).toBe('1');
    expect(await login(t.app, email, NEW_PASSWORD)).toBeTruthy();
  });
});
