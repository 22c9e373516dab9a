import { expect, test } from '@playwright/test';
import {
  T,
  BROWSER_LOCALE,
  TEST_LOCALES,
  login,
  mailedLink,
  membersOnlyArticle,
  openMemberMenu,
  register,
  shot,
  strongPassword,
  uniqueEmail,
  url,
  expectLoggedIn,
} from './account-support';

/**
 * The member's whole life on the site: register, activation mail, activate, log in, read a
 * members-only article body, change the password (forced new login), log out.
 */
for (const locale of TEST_LOCALES) {
  // The browser's language matches, so the site keeps the reader on this language's pages.
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    test(`${locale}: register, activate, read members-only, change password, log out`, async ({
      page,
    }, info) => {
      const { account: a, common: c, member: m } = T[locale];
      const member = { email: uniqueEmail(`life-${locale}`), password: strongPassword() };

      await page.goto(url(locale, '/register'));
      await shot(page, info, `${locale}-register`);
      await register(page, locale, member);
      await expect(page.getByRole('heading', { name: a.register.sentTitle })).toBeVisible();

      const activation = await mailedLink(member.email, '/account-active');
      await page.goto(activation);
      await expect(page.getByRole('heading', { name: a.activation.successTitle })).toBeVisible();
      await shot(page, info, `${locale}-account-active`);

      // The same activation link a second time fails.
      await page.goto(activation);
      await expect(page.getByRole('heading', { name: a.activation.failedTitle })).toBeVisible();
      await expect(page.getByText(a.activation.failed)).toBeVisible();

      await page.goto(url(locale, '/login'));
      await shot(page, info, `${locale}-login`);
      await login(page, locale, member.email, member.password);
      await expectLoggedIn(page, locale);

      const article = await membersOnlyArticle(page, locale);
      await page.goto(article);
      await expect(page.getByTestId('members-only-body')).toBeVisible();
      await expect(page.getByTestId('members-only-body').locator('.rich-text').first()).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: m.membersOnly.notice })).toHaveCount(0);
      await shot(page, info, `${locale}-members-only-body`);

      await openMemberMenu(page, locale);
      await expect(page.getByText('E2E Tester')).toBeVisible();
      await shot(page, info, `${locale}-member-popover`);
      await page.getByRole('button', { name: c.member.changePassword }).click();
      const dialog = page.getByRole('dialog', { name: a.changePassword.title });
      await expect(dialog.getByText(a.password.rules)).toBeVisible();
      await shot(page, info, `${locale}-change-password`);
      const newPassword = strongPassword();
      await dialog.getByLabel(a.changePassword.current, { exact: true }).fill(member.password);
      await dialog.getByLabel(a.changePassword.new, { exact: true }).fill(newPassword);
      await dialog.getByLabel(a.password.confirm, { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: a.changePassword.submit }).click();

      // Success message, session gone, login screen.
      await expect(page.getByText(a.changePassword.done)).toBeVisible();
      // Back to login, with the page to return to after logging in again.
      await expect(page).toHaveURL(new RegExp(`${url(locale, '/login')}(\\?returnTo=[^&]+)?$`));
      expect(
        (await page.context().cookies()).find((cookie) => cookie.name === 'authToken')?.value ?? '',
      ).toBe('');

      // The old password no longer works; the new one does.
      await login(page, locale, member.email, member.password);
      await expect(page.getByRole('alert').filter({ hasText: a.login.wrongCredentials })).toBeVisible();
      await login(page, locale, member.email, newPassword);
      await expectLoggedIn(page, locale);

      await openMemberMenu(page, locale);
      await page.getByRole('button', { name: c.member.logout }).click();
      await expect(page.getByText(c.session.loggedOut)).toBeVisible();
      expect(
        (await page.context().cookies()).find((cookie) => cookie.name === 'authToken')?.value ?? '',
      ).toBe('');
      await page.goto(article);
      await expect(page.getByRole('heading', { name: m.membersOnly.notice })).toBeVisible();
    });
  });
}
