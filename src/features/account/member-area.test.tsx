import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { ExpiredSessionDialog } from '../session/expired-session-dialog';
import { MemberArea } from './member-area';

const TOKEN = 'm'.repeat(43);
const MEMBER = { email: 'aki@example.com', username: 'Aki', companyName: 'ACME', locale: 'en' as const };

function renderArea(locale: 'en' | 'jp' | 'zh' = 'en') {
  return renderWithProviders(
    <>
      <MemberArea />
      <ExpiredSessionDialog />
    </>,
    { locale },
  );
}

afterEach(() => {
  sessionStore.clear();
  jest.mocked(navigate).mockClear();
});

test('visitors get login and registration links', () => {
  renderArea();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
});

test('members get the popover with their name, fetched after a reload', async () => {
  const { calls } = mockFetch({ 'GET /website/member/me': { body: envelope(MEMBER) } });
  sessionStore.start(TOKEN, null);
  renderArea();
  await userEvent.click(screen.getByRole('button', { name: 'My account' }));
  expect(await screen.findByText('Aki')).toBeInTheDocument();
  expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
  expect(screen.getByRole('button', { name: 'Change password' })).toBeVisible();
});

test.each([
  [
    'en',
    'My account',
    'Change password',
    'Please enter your current password.',
    'Please enter a new password.',
    '8–20 characters',
  ],
  [
    'jp',
    'マイアカウント',
    'パスワード変更',
    '現在のパスワードを入力してください。',
    '新しいパスワードを入力してください。',
    '8〜20文字',
  ],
] as const)(
  '%s: change password needs the current and the new password, with the 8–20 hint',
  async (locale, account, change, currentMsg, newMsg, hint) => {
    sessionStore.start(TOKEN, MEMBER);
    renderArea(locale);
    await userEvent.click(screen.getByRole('button', { name: account }));
    await userEvent.click(screen.getByRole('button', { name: change }));
    const dialog = await screen.findByRole('dialog', { name: change });
    await userEvent.click(
      within(dialog).getByRole('button', { name: locale === 'en' ? 'Change password' : '変更する' }),
    );
    expect(await within(dialog).findByText(currentMsg)).toBeInTheDocument();
    expect(within(dialog).getByText(newMsg)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(hint))).toBeInTheDocument();
  },
);

test('a changed password shows the success message and forces a new login', async () => {
  const { calls } = mockFetch({
    'POST /website/member/password': {
      body: envelope(undefined, 200, 'Your password has been changed. Please log in again.'),
    },
  });
  sessionStore.start(TOKEN, MEMBER);
  renderArea();
  await userEvent.click(screen.getByRole('button', { name: 'My account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Current password'), 'Old-pass1!');
  await userEvent.type(within(dialog).getByLabelText('New password'), 'New-pass1!');
  await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'New-pass1!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your password has been changed. Please log in again.')).toBeInTheDocument();
  expect(sessionStore.token()).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/en/login');
  expect(calls[0].body).toEqual({
    currentPassword: 'Old-pass1!',
    newPassword: 'New-pass1!',
    confirmPassword: 'New-pass1!',
  });
});

test.each([
  ['en', 'Personal information', 'Save', 'Please enter your username', 'Please enter your company name'],
  ['jp', '個人情報', '保存する', 'ユーザー名を入力してください', '会社名を入力してください'],
] as const)(
  '%s: personal information needs username and company name',
  async (locale, title, save, userMsg, companyMsg) => {
    sessionStore.start(TOKEN, MEMBER);
    renderArea(locale);
    await userEvent.click(
      screen.getByRole('button', { name: locale === 'en' ? 'My account' : 'マイアカウント' }),
    );
    await userEvent.click(screen.getByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.clear(within(dialog).getByLabelText(locale === 'en' ? 'Username' : 'ユーザー名'));
    await userEvent.clear(within(dialog).getByLabelText(locale === 'en' ? 'Company name' : '会社名'));
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText(userMsg)).toBeInTheDocument();
    expect(within(dialog).getByText(companyMsg)).toBeInTheDocument();
  },
);

test.each([
  [
    'en',
    ['My account', 'Personal information', 'Username', 'Save'],
    'Please remove control or invisible characters (line breaks, text-direction marks and the like).',
  ],
  ['zh', ['我的账户', '个人信息', '用户名', '保存'], '请删除换行符、文字方向标记等控制字符或不可见字符。'],
  [
    'jp',
    ['マイアカウント', '個人情報', 'ユーザー名', '保存する'],
    '改行や文字の向きを変える記号などの制御文字・見えない文字は使用できません。',
  ],
] as const)(
  '%s: a name with a text-direction override is refused with its message',
  async (locale, [account, title, usernameLabel, save], text) => {
    const { calls } = mockFetch({});
    sessionStore.start(TOKEN, MEMBER);
    renderArea(locale);
    await userEvent.click(screen.getByRole('button', { name: account }));
    await userEvent.click(screen.getByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const username = within(dialog).getByLabelText(usernameLabel);
    await userEvent.clear(username);
    await userEvent.type(username, 'Aki\u202Egnp.exe');
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  },
);

test('saving personal information updates the popover', async () => {
  mockFetch({
    'PUT /website/member/profile': { body: envelope({ ...MEMBER, username: 'Akira' }, 200, 'Updated.') },
  });
  sessionStore.start(TOKEN, MEMBER);
  renderArea();
  await userEvent.click(screen.getByRole('button', { name: 'My account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Personal information' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.clear(within(dialog).getByLabelText('Username'));
  await userEvent.type(within(dialog).getByLabelText('Username'), 'Akira');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sessionStore.get().member?.username).toBe('Akira');
});

test('logout clears the cookie and says so', async () => {
  const { calls } = mockFetch({ 'POST /website/auth/logout': { body: envelope() } });
  sessionStore.start(TOKEN, MEMBER);
  renderArea('jp');
  await userEvent.click(screen.getByRole('button', { name: 'マイアカウント' }));
  await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
  expect(await screen.findByText('ログアウトしました。')).toBeInTheDocument();
  expect(document.cookie).not.toContain('authToken=');
  expect(calls[0].path).toBe('/website/auth/logout');
  expect(screen.getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
});

test('an expired session opens the dialog: stay keeps the page, re-login goes to login', async () => {
  mockFetch({ 'GET /website/member/me': { status: 401, body: envelope(undefined, 401, 'expired') } });
  sessionStore.start(TOKEN, null);
  renderArea();
  const dialog = await screen.findByRole('alertdialog', { name: 'Login status expired' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();

  act(() => sessionStore.expire());
  await userEvent.click(await screen.findByRole('button', { name: 'Log in again' }));
  expect(navigate).toHaveBeenCalledWith('/en/login');
});
