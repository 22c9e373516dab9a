import { expect, test } from '@playwright/test';
import { PROXY_MESSAGES } from '../../../server/src/api-proxy';
import { waitForMail } from '../../support/maildev';
import { BROWSER_LOCALE, T, TEST_LOCALES, shot, uniqueEmail, url } from '../account-support';
import { setApi } from './journey-support';

/** Support address the API mails inquiries to (SUPPORT_EMAIL of the website API). */
const SUPPORT_EMAIL = process.env.E2E_SUPPORT_EMAIL || 'support@localhost';

/**
 * A service outage costs the reader nothing typed (docs/decisions/052): with the website API
 * really stopped mid-session, sending the contact form shows the toast with the site server's
 * message and keeps every field; once the API is back the same form is sent and its mail
 * arrives. The API is stopped and started through scripts/start.ts (journey-support.ts).
 */
test.describe.configure({ timeout: 240_000 });

// Whatever happens in a test, the next one finds the API running.
test.afterEach(async () => {
  await setApi('running');
});

for (const locale of TEST_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { contact: k } = T[locale];

    test(`${locale}: with the API stopped the contact form shows the toast and keeps every field; sent once it is back`, async ({
      page,
      request,
    }, info) => {
      const email = uniqueEmail(`outage-${locale}`);
      const content = `Second source wanted (${email})\nfor a buck converter.`;
      await page.goto(url(locale, '/contact'));
      await page.getByLabel(k.fields.region, { exact: true }).selectOption({ label: k.regions.japan });
      await page.getByLabel(k.fields.content, { exact: true }).fill(content);
      await page.getByLabel(k.fields.email, { exact: true }).fill(email);
      await page.getByLabel(k.fields.company, { exact: true }).fill('Outage Components Ltd.');
      await page.getByLabel(k.fields.privacyConsent).check();
      await page.getByRole('button', { name: k.input.submit }).click();
      await expect(page.getByRole('heading', { name: k.confirm.title })).toBeVisible();

      await setApi('stopped');
      await expect.poll(async () => (await request.get('/website/parts/brands')).status()).toBe(502);
      await page.getByRole('button', { name: k.confirm.send }).click();
      await expect(page.getByText(`${k.toast.failure} ${PROXY_MESSAGES.unavailable[locale]}`)).toBeVisible();
      await shot(page, info, `${locale}-contact-api-down`);
      // No error page: the confirm step stays, and Edit shows every field as typed.
      await expect(page.getByTestId('error-status')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: k.confirm.title })).toBeVisible();
      await page.getByRole('button', { name: k.confirm.edit }).click();
      await expect(page.getByLabel(k.fields.region, { exact: true })).toHaveValue('japan');
      await expect(page.getByLabel(k.fields.content, { exact: true })).toHaveValue(content);
      await expect(page.getByLabel(k.fields.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(k.fields.company, { exact: true })).toHaveValue('Outage Components Ltd.');
      await expect(page.getByLabel(k.fields.privacyConsent)).toBeChecked();

      await setApi('running');
      await page.getByRole('button', { name: k.input.submit }).click();
      await page.getByRole('button', { name: k.confirm.send }).click();
      await expect(page.getByRole('heading', { name: k.complete.title })).toBeVisible();
      await expect(page.getByText(k.toast.success)).toBeVisible();
      const mail = await waitForMail(SUPPORT_EMAIL, new RegExp(email.replace(/[.+]/g, '\\$&')));
      expect(mail.text ?? '').toContain('Outage Components Ltd.');
    });
  });
}
