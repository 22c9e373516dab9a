import { expect, test, type Page } from '@playwright/test';
import {
  BROWSER_LOCALE,
  CLIENT_ID,
  T,
  TEST_LOCALES,
  authToken,
  createActiveMember,
  login,
  membersOnlyArticle,
  shot,
  url,
} from '../account-support';
import { shownPath, submitLogin } from './journey-support';

/** The login page's path and the return target it carries. */
function loginReturn(page: Page): [string, string | null] {
  const address = new URL(page.url());
  const target = address.searchParams.get('returnTo');
  return [address.pathname.replace(/(.)\/$/, '$1'), target && target.replace(/(.)\/$/, '$1')];
}

/**
 * Login brings the reader back where they were (docs/decisions/052): from a members-only
 * article's prompt and from the expired-session dialog, the member lands on the same article,
 * whose members-only body is now shown. Desktop and phone projects, jp and en.
 */
for (const locale of TEST_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { common: c, member: m } = T[locale];

    test(`${locale}: logging in from a members-only article's prompt lands on the article with its body`, async ({
      page,
      request,
    }, info) => {
      const member = await createActiveMember(request, locale);
      const article = await membersOnlyArticle(page, locale);
      await page.goto(article);
      const notice = page.getByTestId('members-only-notice');
      await expect(notice).toBeVisible();
      await notice.getByRole('link', { name: m.membersOnly.login }).click();
      await expect.poll(() => loginReturn(page)).toEqual([url(locale, '/login'), article]);

      await submitLogin(page, locale, member);
      await expect.poll(() => shownPath(page)).toBe(article);
      await expect(page.getByTestId('members-only-body')).toBeVisible();
      await expect(page.getByTestId('members-only-notice')).toHaveCount(0);
      await shot(page, info, `${locale}-login-return-prompt`);
    });

    test(`${locale}: "log in again" in the expired-session dialog lands on the same article with its body`, async ({
      page,
      request,
    }, info) => {
      const member = await createActiveMember(request, locale);
      await login(page, locale, member.email, member.password);
      await expect.poll(() => shownPath(page)).toBe(url(locale, '/'));
      const article = await membersOnlyArticle(page, locale);
      await page.goto(article);
      await expect(page.getByTestId('members-only-body')).toBeVisible();

      // The session ends server-side; the next member call on the article finds it expired.
      const revoked = await request.post('/website/auth/logout', {
        headers: { clientId: CLIENT_ID, Authorization: `Bearer ${await authToken(page)}` },
      });
      expect((await revoked.json()).code).toBe(200);
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: c.session.expiredTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: c.session.relogin }).click();
      await expect.poll(() => loginReturn(page)).toEqual([url(locale, '/login'), article]);

      await submitLogin(page, locale, member);
      await expect.poll(() => shownPath(page)).toBe(article);
      await expect(page.getByTestId('members-only-body')).toBeVisible();
      await shot(page, info, `${locale}-login-return-expired`);
    });
  });
}
