import { expect, test } from '@playwright/test';
import {
  DEMO_MEMBER,
  T,
  BROWSER_LOCALE,
  TEST_LOCALES,
  expectLoggedIn,
  login,
  openMemberMenu,
  url,
} from './account-support';

/** Every validation message of spec section 5 on the account screens, in both layouts. */
for (const locale of TEST_LOCALES) {
  // The browser's language matches, so the site keeps the reader on this language's pages.
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { account: a, common: c, validation: v } = T[locale];

    test(`${locale}: login needs email and password, and a valid email`, async ({ page }) => {
      await page.goto(url(locale, '/login'));
      await page.getByRole('button', { name: a.login.submit }).click();
      await expect(page.getByText(v.email.required, { exact: true })).toBeVisible();
      await expect(page.getByText(v.password.required, { exact: true })).toBeVisible();
      const email = page.getByLabel(a.fields.email, { exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill('someone@');
      await expect(page.getByText(v.email.invalid)).toBeVisible();
    });

    test(`${locale}: wrong credentials are reported on the login screen`, async ({ page }) => {
      await login(page, locale, 'nobody-here@example.com', 'Wrong-Pass-1!');
      await expect(page.getByRole('alert').filter({ hasText: a.login.wrongCredentials })).toBeVisible();
      await expect(page.getByLabel(a.fields.email, { exact: true })).toHaveValue('nobody-here@example.com');
    });

    test(`${locale}: registration rules`, async ({ page }) => {
      await page.goto(url(locale, '/register'));
      await page.getByRole('button', { name: a.register.submit }).click();
      for (const message of [
        v.companyName.required,
        v.username.required,
        v.email.required,
        v.password.required,
        v.register.agreeTerms,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await page.getByLabel(a.fields.email, { exact: true }).fill('bad@');
      await expect(page.getByText(v.email.invalid)).toBeVisible();
      await page.getByLabel(a.fields.password, { exact: true }).fill('short');
      await page.getByLabel(a.password.confirm, { exact: true }).fill('other');
      await expect(page.getByText(v.password.tooShort)).toBeVisible();
      await expect(page.getByText(v.password.mismatch)).toBeVisible();
      await page.getByLabel(a.fields.password, { exact: true }).fill('alllowercase1!');
      await expect(page.getByText(v.password.uppercase)).toBeVisible();
      await page.getByLabel(a.register.agreement).check();
      await page.getByRole('button', { name: a.register.submit }).click();
      await expect(page.getByText(v.register.reviewFirst)).toBeVisible();
      // Half-width katakana: a warning, not an error.
      await page.getByLabel(a.fields.companyName, { exact: true }).fill('ｴﾚｸﾄﾛﾆｸｽ');
      await expect(page.getByText(v.text.halfWidthKatakana)).toBeVisible();
    });

    test(`${locale}: forgot password needs a valid email`, async ({ page }) => {
      await page.goto(url(locale, '/forget-pwd'));
      await page.getByRole('button', { name: a.forgot.submit }).click();
      await expect(page.getByText(v.email.required, { exact: true })).toBeVisible();
      await page.getByLabel(a.fields.email, { exact: true }).fill('x@');
      await expect(page.getByText(v.email.invalid)).toBeVisible();
    });

    test(`${locale}: reset with consent needs the documents read and agreed`, async ({ page }) => {
      await page.goto(url(locale, '/history-active'));
      await page.getByLabel(a.fields.email, { exact: true }).fill('someone@example.com');
      await page.getByRole('button', { name: a.consent.submit }).click();
      await expect(page.getByText(v.consent.agreeRequired)).toBeVisible();
      await page.getByLabel(a.consent.agreement).check();
      await page.getByRole('button', { name: a.consent.submit }).click();
      await expect(page.getByText(v.register.reviewFirst)).toBeVisible();
    });

    test(`${locale}: member dialogs require their fields`, async ({ page }) => {
      await login(page, locale, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await expectLoggedIn(page, locale);
      await openMemberMenu(page, locale);
      await page.getByRole('button', { name: c.member.changePassword }).click();
      const change = page.getByRole('dialog', { name: a.changePassword.title });
      await change.getByRole('button', { name: a.changePassword.submit }).click();
      await expect(change.getByText(v.password.currentRequired)).toBeVisible();
      await expect(change.getByText(v.password.newRequired)).toBeVisible();
      await expect(change.getByText(a.password.rules)).toBeVisible();
      await change.getByLabel(a.changePassword.new, { exact: true }).fill('Abcdefg1!');
      await change.getByLabel(a.password.confirm, { exact: true }).fill('Abcdefg1?');
      await expect(change.getByText(v.password.mismatch)).toBeVisible();
      await page.keyboard.press('Escape');

      await openMemberMenu(page, locale);
      await page.getByRole('button', { name: c.member.profile }).click();
      const profile = page.getByRole('dialog', { name: a.profile.title });
      await profile.getByLabel(a.fields.username, { exact: true }).fill('');
      await profile.getByLabel(a.fields.companyName, { exact: true }).fill('');
      await profile.getByRole('button', { name: a.profile.submit }).click();
      await expect(profile.getByText(v.username.required)).toBeVisible();
      await expect(profile.getByText(v.companyName.required)).toBeVisible();
    });
  });
}
