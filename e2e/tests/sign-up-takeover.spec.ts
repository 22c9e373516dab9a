import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { linkFrom, listMails, type Mail } from '../support/maildev';
import {
  T,
  BROWSER_LOCALE,
  expectLoggedIn,
  login,
  register,
  sitePath,
  strongPassword,
  uniqueEmail,
} from './account-support';

/**
 * A pending sign-up cannot be taken over (decision 084): someone registers an address, a
 * second person signs the same address up from another browser with their own password, and
 * the newest activation mail, followed in Chromium, activates the first registration: the
 * first password logs in, the second does not. The login leaves the device cookie of
 * decision 026 in the browser, through the site server's proxy.
 */
const locale = 'en';
const a = T[locale].account;

/** Another browser (its own cookies and storage) with the project's device settings. */
async function otherBrowser(browser: Browser, info: TestInfo) {
  const use = info.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    userAgent: use.userAgent,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: BROWSER_LOCALE[locale],
  });
}

/** Activation mails to `address`, oldest first, once there are `count` of them. */
async function activationMails(address: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = (await listMails()).filter(
      (mail) =>
        mail.to.some((to) => to.address.toLowerCase() === address) && /account-active/.test(mail.text ?? ''),
    );
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.use({ locale: BROWSER_LOCALE[locale] });

test('a second sign-up of a pending address keeps the first password', async ({ page, browser }, info) => {
  const email = uniqueEmail('takeover');
  const owner = { email, password: strongPassword() };
  const stranger = { email, password: strongPassword() };

  // The owner signs up; the activation mail waits in the mailbox.
  await register(page, locale, owner);
  await expect(page.getByRole('heading', { name: a.register.sentTitle })).toBeVisible();
  const notice = (target: typeof page) =>
    target.getByRole('region', { name: a.register.sentTitle }).getByRole('status').textContent();
  const ownerNotice = await notice(page);
  expect(await activationMails(email, 1)).toHaveLength(1);

  // Someone else, in another browser, signs the same address up with their own password and
  // is answered exactly as the owner was.
  const strangerContext = await otherBrowser(browser, info);
  try {
    const strangerPage = await strangerContext.newPage();
    await register(strangerPage, locale, stranger);
    await expect(strangerPage.getByRole('heading', { name: a.register.sentTitle })).toBeVisible();
    expect(await notice(strangerPage)).toBe(ownerNotice);
  } finally {
    await strangerContext.close();
  }

  // The newest mail's link, followed in the browser, activates the account.
  const mails = await activationMails(email, 2);
  expect(mails).toHaveLength(2);
  const links = mails.map((mail) => sitePath(linkFrom(mail, '/account-active')));
  expect(links[1]).not.toBe(links[0]);
  // Neither mail carries the names typed at sign-up.
  for (const mail of mails) expect(mail.text ?? '').not.toContain('E2E Tester');
  await page.goto(links[1]);
  await expect(page.getByRole('heading', { name: a.activation.successTitle })).toBeVisible();

  // The second password is refused, the first one logs in.
  await login(page, locale, email, stranger.password);
  await expect(page.getByText(a.login.wrongCredentials)).toBeVisible();
  await login(page, locale, email, owner.password);
  await expectLoggedIn(page, locale);

  // The login left this browser its device cookie, readable by no script, sent to the login only.
  const device = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('did_'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/website/auth/login' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('did_');
});
