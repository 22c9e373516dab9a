import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/maildev';
import { T, BROWSER_LOCALE, TEST_LOCALES, shot, uniqueEmail, url } from './account-support';

/** Support address the API mails inquiries to (SUPPORT_EMAIL of the website API). */
const SUPPORT_EMAIL = process.env.E2E_SUPPORT_EMAIL || 'support@localhost';

for (const locale of TEST_LOCALES) {
  // The browser's language matches, so the site keeps the reader on this language's pages.
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { contact: k, validation: v } = T[locale];

    test(`${locale}: contact input requires region, content, email and privacy consent`, async ({ page }) => {
      await page.goto(url(locale, '/contact'));
      await page.getByRole('button', { name: k.input.submit }).click();
      for (const message of [
        v.contact.regionRequired,
        v.contact.contentRequired,
        v.contact.emailRequired,
        v.contact.privacyRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await page.getByLabel(k.fields.email, { exact: true }).fill('buyer@');
      await expect(page.getByText(v.email.invalid)).toBeVisible();
    });

    test(`${locale}: input, confirm, edit keeps the input, submit, complete, support mail`, async ({
      page,
    }, info) => {
      const email = uniqueEmail(`contact-${locale}`);
      const content = `Looking for a pin-to-pin substitute (${email})\nfor an LDO regulator.`;
      await page.goto(url(locale, '/contact'));
      await page
        .getByLabel(k.fields.region, { exact: true })
        .selectOption({ label: k.regions['north-america'] });
      await page.getByLabel(k.fields.content, { exact: true }).fill(content);
      await page.getByLabel(k.fields.email, { exact: true }).fill(email);
      await page.getByLabel(k.fields.company, { exact: true }).fill('E2E Components Ltd.');
      await page.getByLabel(k.fields.privacyConsent).check();
      await shot(page, info, `${locale}-contact-input`);
      await page.getByRole('button', { name: k.input.submit }).click();

      await expect(page.getByRole('heading', { name: k.confirm.title })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await shot(page, info, `${locale}-contact-confirm`);
      await page.getByRole('button', { name: k.confirm.edit }).click();

      await expect(page.getByLabel(k.fields.region, { exact: true })).toHaveValue('north-america');
      await expect(page.getByLabel(k.fields.content, { exact: true })).toHaveValue(content);
      await expect(page.getByLabel(k.fields.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(k.fields.company, { exact: true })).toHaveValue('E2E Components Ltd.');
      await expect(page.getByLabel(k.fields.privacyConsent)).toBeChecked();

      await page.getByRole('button', { name: k.input.submit }).click();
      await page.getByRole('button', { name: k.confirm.send }).click();
      await expect(page.getByRole('heading', { name: k.complete.title })).toBeVisible();
      await expect(page.getByText(k.toast.success)).toBeVisible();
      await shot(page, info, `${locale}-contact-complete`);

      const mail = await waitForMail(SUPPORT_EMAIL, new RegExp(email.replace(/[.+]/g, '\\$&')));
      expect(mail.text ?? '').toContain('E2E Components Ltd.');
    });
  });
}
