import { expect, test } from '@playwright/test';
import {
  CLIENT_ID,
  T,
  BROWSER_LOCALE,
  TEST_LOCALES,
  authToken,
  createActiveMember,
  expectHome,
  expectLoggedIn,
  login,
  shot,
  url,
} from './account-support';

for (const locale of TEST_LOCALES) {
  // The browser's language matches, so the site keeps the reader on this language's pages.
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { account: a, common: c } = T[locale];

    test(`${locale}: a logged-in reader is sent away from login, register and forget-pwd`, async ({
      page,
      request,
    }) => {
      const member = await createActiveMember(request, locale);
      await login(page, locale, member.email, member.password);
      await expectLoggedIn(page, locale);
      for (const route of ['/login', '/register', '/forget-pwd']) {
        await page.goto(url(locale, route));
        await expectHome(page, locale);
      }
      // A mailed-link page logs the reader out first.
      await page.goto(url(locale, '/account-active'));
      await expect
        .poll(async () => (await page.context().cookies()).find((k) => k.name === 'authToken')?.value ?? '')
        .toBe('');
      await expect(page.getByRole('heading', { name: a.activation.failedTitle })).toBeVisible();
    });

    test(`${locale}: a session revoked server-side shows the expired dialog`, async ({
      page,
      request,
    }, info) => {
      const member = await createActiveMember(request, locale);
      await login(page, locale, member.email, member.password);
      await expectLoggedIn(page, locale);
      const token = await authToken(page);
      const revoked = await request.post('/website/auth/logout', {
        headers: { clientId: CLIENT_ID, Authorization: `Bearer ${token}` },
      });
      expect((await revoked.json()).code).toBe(200);

      // The header asks who the member is after a reload; the API now answers 401.
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: c.session.expiredTitle });
      await expect(dialog).toBeVisible();
      await shot(page, info, `${locale}-session-expired`);
      await dialog.getByRole('button', { name: c.session.stay }).click();
      await expect(dialog).toBeHidden();
      // Signed out: the header offers Log in again (inside the menu drawer on phones).
      const menu = page.getByRole('button', { name: c.nav.menu });
      if (await menu.isVisible()) await menu.click();
      await expect(page.getByRole('link', { name: c.member.login }).first()).toBeVisible();

      await page.reload();
      await login(page, locale, member.email, member.password);
      await expectLoggedIn(page, locale);
      await request.post('/website/auth/logout', {
        headers: { clientId: CLIENT_ID, Authorization: `Bearer ${await authToken(page)}` },
      });
      await page.reload();
      await page.getByRole('alertdialog').getByRole('button', { name: c.session.relogin }).click();
      // Login, with the page to come back to (none from a home page).
      await expect(page).toHaveURL(new RegExp(`${url(locale, '/login')}(\\?returnTo=[^&]+)?$`));
    });
  });
}
