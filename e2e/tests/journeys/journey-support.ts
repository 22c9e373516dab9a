import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { T, type TestLocale } from '../account-support';

/** The path (and query) of the page the browser shows, without a trailing slash. */
export function shownPath(page: Page): string {
  const address = new URL(page.url());
  return address.pathname.replace(/(.)\/$/, '$1') + address.search;
}

/** Follows a link of the main navigation (inside the menu drawer on phones): a client-side navigation. */
export async function followNav(page: Page, locale: TestLocale, name: string) {
  const c = T[locale].common;
  const menu = page.getByRole('button', { name: c.nav.menu });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: c.nav.mainNavigation })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Fills and sends the login form the page shows. */
export async function submitLogin(
  page: Page,
  locale: TestLocale,
  member: { email: string; password: string },
) {
  const a = T[locale].account;
  await page.getByLabel(a.fields.email, { exact: true }).fill(member.email);
  await page.getByLabel(a.fields.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: a.login.submit }).click();
}

/**
 * The website API of the running system, stopped and started again through scripts/start.ts
 * (E2E_CONTROL_DIR, set by scripts/e2e.sh): SIGUSR2 to the start script toggles the API and
 * `<dir>/api.state` says when it is done.
 */
export const CONTROL_DIR = process.env.E2E_CONTROL_DIR || path.resolve(__dirname, '../../../.data/e2e');

function controlFile(name: string): string {
  const file = path.join(CONTROL_DIR, name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `No ${file}: this spec stops and restarts the website API, which needs the system started by ` +
        'scripts/e2e.sh (it sets E2E_CONTROL_DIR for scripts/start.ts)',
    );
  }
  return file;
}

export function apiState(): string {
  return fs.readFileSync(controlFile('api.state'), 'utf8').trim();
}

export async function setApi(wanted: 'running' | 'stopped') {
  if (apiState() === wanted) return;
  const pid = Number(fs.readFileSync(controlFile('system.pid'), 'utf8'));
  process.kill(pid, 'SIGUSR2');
  await expect.poll(apiState, { timeout: 180_000, intervals: [250, 500, 1000] }).toBe(wanted);
}
