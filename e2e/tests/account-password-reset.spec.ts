import { expect, test } from '@playwright/test';
import {
  T,
  BROWSER_LOCALE,
  TEST_LOCALES,
  createActiveMember,
  expectLoggedIn,
  login,
  mailedLink,
  shot,
  strongPassword,
  url,
} from './account-support';

/** Forgot password, mail, reset, login with the new password; the used link fails a second time. */
for (const locale of TEST_LOCALES) {
  // The browser's language matches, so the site keeps the reader on this language's pages.
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    test(`${locale}: forgot password resets through the mailed link once`, async ({
      page,
      request,
    }, info) => {
      const a = T[locale].account;
      const member = await createActiveMember(request, locale);

      await page.goto(url(locale, '/forget-pwd'));
      await shot(page, info, `${locale}-forget-pwd`);
      await page.getByLabel(a.fields.email, { exact: true }).fill(member.email);
      await page.getByRole('button', { name: a.forgot.submit }).click();
      await expect(page.getByRole('heading', { name: a.forgot.sentTitle })).toBeVisible();

      const link = await mailedLink(member.email, '/pwd-active');
      const newPassword = strongPassword();
      await page.goto(link);
      await shot(page, info, `${locale}-pwd-active`);
      await page.getByLabel(a.password.new, { exact: true }).fill(newPassword);
      await page.getByLabel(a.password.confirm, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: a.password.submit }).click();
      await expect(page.getByRole('heading', { name: a.reset.doneTitle })).toBeVisible();

      await login(page, locale, member.email, newPassword);
      await expectLoggedIn(page, locale);

      // Opening a reset link logs the reader out first; the used link then fails.
      await page.goto(link);
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === 'authToken')?.value ?? '')
        .toBe('');
      const other = strongPassword();
      await page.getByLabel(a.password.new, { exact: true }).fill(other);
      await page.getByLabel(a.password.confirm, { exact: true }).fill(other);
      await page.getByRole('button', { name: a.password.submit }).click();
      await expect(page.getByRole('heading', { name: a.reset.failedTitle })).toBeVisible();
      await expect(page.getByText(a.reset.failed)).toBeVisible();
      await shot(page, info, `${locale}-pwd-active-failed`);
    });
  });
}
