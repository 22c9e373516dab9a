import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { localePrefix, type Locale } from '@site/routing';
import enAccount from '@site/locales/en/account.json';
import jpAccount from '@site/locales/jp/account.json';
import enCommon from '@site/locales/en/common.json';
import jpCommon from '@site/locales/jp/common.json';
import enContact from '@site/locales/en/contact.json';
import jpContact from '@site/locales/jp/contact.json';
import enMember from '@site/locales/en/member.json';
import jpMember from '@site/locales/jp/member.json';
import enValidation from '@site/locales/en/validation.json';
import jpValidation from '@site/locales/jp/validation.json';
import { linkFrom, waitForMail } from '../support/maildev';

/**
 * Shared steps of the account and contact specs, run against the whole system: site server
 * (E2E_BASE_URL), website API behind it, MailDev at MAILDEV_URL. Strings come from the
 * locale files so the specs follow the texts people read.
 */
export type TestLocale = 'en' | 'jp';
export const TEST_LOCALES: TestLocale[] = ['en', 'jp'];
/** Browser language per site language: with no prefix, '/' follows the browser's language. */
export const BROWSER_LOCALE: Record<TestLocale, string> = { en: 'en-US', jp: 'ja-JP' };

export const T = {
  en: {
    account: enAccount,
    common: enCommon,
    contact: enContact,
    member: enMember,
    validation: enValidation,
  },
  jp: {
    account: jpAccount,
    common: jpCommon,
    contact: jpContact,
    member: jpMember,
    validation: jpValidation,
  },
} as const;

/** Client id of the site build (GATSBY_CLIENT_ID / CLIENT_ID), sent on direct API calls. */
export const CLIENT_ID = process.env.E2E_CLIENT_ID || 'electronics-site-web';
/** The seeded demo accounts of the website API (website-api/src/seed.ts). */
export const DEMO_MEMBER = { email: 'member@example.com', password: 'Demo-Member-2024!' };
/** Seeded members of the previous data handler (scripts/e2e.sh seeds two). */
export const LEGACY_EMAIL_DESKTOP = 'legacy@example.com';
export const LEGACY_EMAIL_PHONE = 'legacy-2@example.com';

export const url = (locale: Locale, route: string, search = '') =>
  `${localePrefix(locale)}${route === '/' && locale !== 'jp' ? '' : route}${search}`;

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password that meets the rules (upper, lower, digit, special). */
export function strongPassword(): string {
  return `Pw-${Math.random().toString(36).slice(2, 10)}A7!`;
}

/** A mailed link as a path on the site under test (links are built from the API's SITE_URL). */
export function sitePath(link: string): string {
  const parsed = new URL(link);
  return parsed.pathname + parsed.search;
}

export async function mailedLink(
  email: string,
  pathPart: '/account-active' | '/pwd-active' | '/history-active',
) {
  const mail = await waitForMail(email, new RegExp(pathPart.replace('/', '\\/')));
  return sitePath(linkFrom(mail, pathPart));
}

export async function shot(page: Page, info: TestInfo, name: string) {
  const dir = path.resolve(__dirname, '../artifacts/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${info.project.name}-${name}.png`), fullPage: true });
}

export async function register(page: Page, locale: TestLocale, member: { email: string; password: string }) {
  const a = T[locale].account;
  await page.goto(url(locale, '/register'));
  await page.getByLabel(a.fields.companyName, { exact: true }).fill('E2E Components Ltd.');
  await page.getByLabel(a.fields.username, { exact: true }).fill('E2E Tester');
  await page.getByLabel(a.fields.email, { exact: true }).fill(member.email);
  await page.getByLabel(a.fields.password, { exact: true }).fill(member.password);
  await page.getByLabel(a.password.confirm, { exact: true }).fill(member.password);
  await openDocuments(page, locale);
  await page.getByLabel(a.register.agreement).check();
  await page.getByRole('button', { name: a.register.submit }).click();
}

/** Opens the terms and the privacy policy (new tabs, closed again) so they count as reviewed. */
export async function openDocuments(page: Page, locale: TestLocale) {
  const a = T[locale].account;
  for (const name of [a.documents.terms, a.documents.privacy]) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name }).click(),
    ]);
    await tab.close();
  }
}

export async function login(page: Page, locale: TestLocale, email: string, password: string) {
  const a = T[locale].account;
  await page.goto(url(locale, '/login'));
  await page.getByLabel(a.fields.email, { exact: true }).fill(email);
  await page.getByLabel(a.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: a.login.submit }).click();
}

export async function expectHome(page: Page, locale: TestLocale) {
  await expect.poll(() => new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(url(locale, '/'));
}

export async function expectLoggedIn(page: Page, locale: TestLocale) {
  await expectHome(page, locale);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'authToken' && c.value))
    .toBe(true);
}

/** The header member area: inside the menu drawer on phones. */
export async function openMemberMenu(page: Page, locale: TestLocale) {
  const c = T[locale].common;
  const menu = page.getByRole('button', { name: c.nav.menu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: c.member.account }).click();
}

/** Registers a new member (`<tag>-…@…`) through the API; the activation link goes out by mail. */
export async function registerThroughApi(request: APIRequestContext, locale: TestLocale, tag: string) {
  const member = { email: uniqueEmail(tag), password: strongPassword() };
  const registered = await request.post('/website/auth/register', {
    headers: { clientId: CLIENT_ID, 'x-locale': locale },
    data: {
      companyName: 'E2E Components Ltd.',
      username: 'E2E Tester',
      email: member.email,
      password: member.password,
      confirmPassword: member.password,
      agreement: true,
    },
  });
  expect((await registered.json()).code, '/website/auth/register answers 200').toBe(200);
  return member;
}

/** Registers and activates a member through the API, for flows that start from an account. */
export async function createActiveMember(request: APIRequestContext, locale: TestLocale) {
  const member = await registerThroughApi(request, locale, `member-${locale}`);
  const headers = { clientId: CLIENT_ID, 'x-locale': locale };
  const link = await mailedLink(member.email, '/account-active');
  const token = new URL(link, 'http://site').searchParams.get('token');
  const activated = await request.post('/website/auth/activate', { headers, data: { token } });
  expect((await activated.json()).code).toBe(200);
  return member;
}

export async function authToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'authToken');
  if (!cookie?.value) throw new Error('not logged in');
  return decodeURIComponent(cookie.value);
}

/** A members-only news article: E2E_MEMBERS_NEWS_PATH, else the first one the news list marks. */
export async function membersOnlyArticle(page: Page, locale: TestLocale): Promise<string> {
  if (process.env.E2E_MEMBERS_NEWS_PATH) return url(locale, process.env.E2E_MEMBERS_NEWS_PATH);
  await page.goto(url(locale, '/news'));
  const entry = page.locator('li > article').filter({ hasText: T[locale].common.member.membersOnly }).first();
  const href = await entry.getByRole('heading').getByRole('link').getAttribute('href');
  if (!href) throw new Error('No members-only article on the news list');
  return href;
}
