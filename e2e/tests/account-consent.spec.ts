import { expect, test } from '@playwright/test';
import {
  CLIENT_ID,
  LEGACY_EMAIL_DESKTOP,
  LEGACY_EMAIL_PHONE,
  T,
  expectLoggedIn,
  login,
  mailedLink,
  openDocuments,
  shot,
  strongPassword,
  url,
} from './account-support';

/**
 * The seeded member of the previous data handler: login answers '2', the consent flow on
 * history-active sends the password-setup mail, the member sets a password and logs in.
 * The seed creates that member once; after this test it is an ordinary member, so the test
 * runs once per fresh API database.
 */
test('an existing member consents, sets a password and logs in', async ({ page, request }, info) => {
  // Each seeded legacy member can consent once: one per profile, in its own language.
  const phone = info.project.name === 'phone';
  const LEGACY_EMAIL = phone ? LEGACY_EMAIL_PHONE : LEGACY_EMAIL_DESKTOP;
  const locale = phone ? 'jp' : 'en';
  const probe = await request.post('/website/auth/login', {
    headers: { clientId: CLIENT_ID, 'x-locale': 'en' },
    data: { email: LEGACY_EMAIL, password: 'not-the-password' },
  });
  test.skip(
    (await probe.json()).msg !== '2',
    'the legacy member has already consented; reseed a fresh database',
  );

  const a = T[locale].account;
  await login(page, locale, LEGACY_EMAIL, 'whatever-was-typed');
  await expect(page).toHaveURL(new RegExp(`${url(locale, '/history-active')}$`));
  await expect(page.getByLabel(a.fields.email, { exact: true })).toHaveValue(LEGACY_EMAIL);
  await shot(page, info, `${locale}-history-active`);

  // Agreeing before reading is refused.
  await page.getByLabel(a.consent.agreement).check();
  await page.getByRole('button', { name: a.consent.submit }).click();
  await expect(page.getByText(T[locale].validation.register.reviewFirst)).toBeVisible();
  await openDocuments(page, locale);
  await page.getByRole('button', { name: a.consent.submit }).click();
  await expect(page.getByRole('heading', { name: a.consent.thanksTitle })).toBeVisible();

  const link = await mailedLink(LEGACY_EMAIL, '/history-active');
  const password = strongPassword();
  await page.goto(link);
  await page.getByLabel(a.password.new, { exact: true }).fill(password);
  await page.getByLabel(a.password.confirm, { exact: true }).fill(password);
  await page.getByRole('button', { name: a.password.submit }).click();
  await expect(page.getByRole('heading', { name: a.consent.doneTitle })).toBeVisible();

  await login(page, locale, LEGACY_EMAIL, password);
  await expectLoggedIn(page, locale);
});
