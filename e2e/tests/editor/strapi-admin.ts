import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Strapi 5 admin panel as an editor uses it: log in, find a document in the Content
 * Manager, edit, save, publish, discard a draft, and read the edit view's side panels. Role
 * and label selectors of Strapi's design system (5.54, English interface).
 */

export const CMS_URL = (process.env.E2E_CMS_URL || 'http://localhost:1337').replace(/\/$/, '');

/**
 * The demo editor of cms/README.md (created by the CMS seed): `CMS_EDITOR_PASSWORD`, else
 * the password the seed generated into `.data/editor-password`.
 */
export const EDITOR = {
  email: process.env.CMS_EDITOR_EMAIL || 'editor@example.com',
  get password(): string {
    return (
      process.env.CMS_EDITOR_PASSWORD ||
      fs.readFileSync(path.resolve(__dirname, '../../..', '.data/editor-password'), 'utf8').trim()
    );
  },
};

export const NEWS_UID = 'api::news-article.news-article';

/** Labels of the locales in the admin's locale pickers. */
const LOCALE_LABEL: Record<string, string> = { en: 'English (en)', ja: 'Japanese (ja)', zh: 'Chinese (zh)' };

/**
 * Strapi shows guided-tour steps and "what's new" dialogs on a first visit, over whatever the
 * editor opens next. They are closed whenever one shows up (confirmations are `alertdialog`s
 * and stay untouched).
 */
export async function dismissGuides(page: Page): Promise<void> {
  const guide = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: /^(Skip|Close|Got it|Maybe later|Dismiss)$/ }) });
  await page.addLocatorHandler(guide, async (dialog) => {
    await dialog
      .getByRole('button', { name: /^(Skip|Close|Got it|Maybe later|Dismiss)$/ })
      .first()
      .click();
  });
}

/** Logs the demo editor in through the login form and waits for the admin's navigation. */
export async function logIn(page: Page): Promise<void> {
  await page.goto(`${CMS_URL}/admin`);
  await expect(page.getByRole('heading', { name: 'Welcome to Strapi!' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const nav = page.getByRole('navigation').getByRole('link', { name: 'Content Manager' });
  // The login form's own message (a wrong password, too many attempts); not the loader's.
  const refused = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasNotText: /^Loading/ });
  await expect(nav.or(refused).first()).toBeVisible({ timeout: 30_000 });
  if (await refused.isVisible()) {
    throw new Error(`The admin refused the editor's login: ${await refused.textContent()}`);
  }
}

/** The admin's own access token, where the admin keeps it (localStorage with "remember me", else a cookie). */
async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('jwtToken');
    if (stored) return JSON.parse(stored) as string;
    const cookie = document.cookie.split('; ').find((part) => part.startsWith('jwtToken='));
    return cookie ? decodeURIComponent(cookie.slice('jwtToken='.length)) : null;
  });
  if (!token) throw new Error('The admin panel holds no access token: is the editor logged in?');
  return token;
}

/** A request to the CMS admin API from the admin page, with the admin's token, as the panel makes it. */
export async function adminApi<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const token = await adminToken(page);
  return page.evaluate(
    async ({ url, token, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { url: `${CMS_URL}${path}`, token, method: init.method ?? 'GET', body: init.body },
  );
}

export interface NewsRow {
  documentId: string;
  title: string;
  slug: string;
  date: string;
  membersOnly: boolean;
  /** `published`, `modified` (a saved draft differs from the published version) or `draft`. */
  status: string;
}

/** Public (not members-only) news in a locale, newest first as on the site's list (date, then slug). */
export async function publicNews(page: Page, locale: string, count: number): Promise<NewsRow[]> {
  const query = new URLSearchParams({
    locale,
    page: '1',
    pageSize: String(count),
    'sort[0]': 'date:desc',
    'sort[1]': 'slug:asc',
    'filters[membersOnly][$eq]': 'false',
  });
  const answer = await adminApi<{ results: NewsRow[] }>(
    page,
    `/content-manager/collection-types/${NEWS_UID}?${query}`,
  );
  expect(answer.status, 'the Content Manager lists the news').toBe(200);
  return answer.body.results;
}

/** The draft of a document in a locale, as the Content Manager reads it. */
export async function draftOf(page: Page, uid: string, documentId: string, locale: string): Promise<NewsRow> {
  const answer = await adminApi<{ data: NewsRow }>(
    page,
    `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`,
  );
  expect(answer.status, `the Content Manager reads ${documentId}`).toBe(200);
  return answer.body.data;
}

/**
 * Opens a document the way an editor finds it: Content Manager, the collection type, the
 * locale, a search, the row. Ends in the edit view with the title field loaded.
 */
export async function openFromList(
  page: Page,
  {
    typeLabel,
    locale,
    search,
    documentId,
  }: { typeLabel: string; locale: string; search: string; documentId: string },
): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Content Manager' }).click();
  await page
    .getByRole('navigation', { name: 'Content Manager' })
    .getByRole('link', { name: typeLabel, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: typeLabel })).toBeVisible();
  const localePicker = page.getByRole('combobox', { name: 'Select a locale' });
  if (!(await localePicker.textContent())?.includes(LOCALE_LABEL[locale])) {
    await localePicker.click();
    await page.getByRole('option', { name: LOCALE_LABEL[locale] }).click();
  }
  await expect(localePicker).toContainText(LOCALE_LABEL[locale]);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const searchBox = page.getByRole('searchbox', { name: `Search for ${typeLabel}` });
  await searchBox.fill(search);
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/[?&]_q=/);
  await page.getByRole('gridcell', { name: search, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${documentId}\\?`));
  await expect(titleField(page)).toBeVisible();
}

export const titleField = (page: Page): Locator => page.getByRole('textbox', { name: 'title', exact: true });

/** The document's status badge in the edit view's header (Draft, Modified, Published). */
export const documentStatus = (page: Page): Locator => page.getByRole('main').getByRole('status').first();

/** A side panel of the edit view, by its heading ("Entry", "Preview", "On the site"). */
export const sidePanel = (page: Page, heading: string): Locator =>
  page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

async function expectNotification(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(text)).toBeVisible({
    timeout: 30_000,
  });
}

/** Saves the draft (the Entry panel's Save) and waits for Strapi's confirmation. */
export async function saveDraft(page: Page): Promise<void> {
  const save = sidePanel(page, 'Entry').getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expectNotification(page, 'Saved document');
  await expect(documentStatus(page)).toHaveText(/Modified|Draft/);
}

/** Publishes (the Entry panel's Publish, confirming a draft-relations warning if Strapi shows one). */
export async function publish(page: Page): Promise<void> {
  const button = sidePanel(page, 'Entry').getByRole('button', { name: 'Publish', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true });
  const done = page.getByRole('region', { name: /^Notifications/ }).getByText('Published document');
  await expect(done.or(confirm).first()).toBeVisible({ timeout: 30_000 });
  if (await confirm.isVisible()) {
    await confirm.click();
    await expect(done).toBeVisible({ timeout: 30_000 });
  }
  await expect(documentStatus(page)).toHaveText('Published');
}

/** Discards the saved draft (More document actions → Discard changes → Confirm). */
export async function discardChanges(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'More document actions' }).click();
  await page.getByRole('menuitem', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectNotification(page, 'Changes discarded');
  await expect(documentStatus(page)).toHaveText('Published');
}

/** Discards a saved draft through the admin API (the clean-up after a failed run). */
export async function discardByApi(
  page: Page,
  uid: string,
  documentId: string,
  locale: string,
): Promise<void> {
  const answer = await adminApi(
    page,
    `/content-manager/collection-types/${uid}/${documentId}/actions/discard?locale=${locale}`,
    {
      method: 'POST',
      body: {},
    },
  );
  expect(answer.status, `discarding the draft of ${documentId}`).toBe(200);
}

/**
 * The address of the draft's preview, as the admin opens it: the Preview panel's "Open
 * preview" shows the site in the admin's preview frame; its `src` is the address. Without
 * that button, the admin's own request for it (decision 073). Checks the framed page too.
 */
export async function openPreview(
  page: Page,
  uid: string,
  documentId: string,
  locale: string,
  title: string,
): Promise<string> {
  const panel = sidePanel(page, 'Preview');
  const open = panel.getByRole('link', { name: 'Open preview' });
  const setUp = panel.getByRole('link', { name: 'Set up preview' });
  await expect(open.or(setUp).first())
    .toBeVisible({ timeout: 15_000 })
    .catch(() => undefined);
  if (await setUp.isVisible()) {
    throw new Error(
      'The edit view offers "Set up preview": the running CMS has no preview configuration ' +
        '(cms/config/admin.ts `preview`, decision 073). Start the CMS of this tree (and build its admin).',
    );
  }
  if (await open.isVisible()) {
    await open.click();
    const frame = page.getByTestId('preview-iframe');
    await expect(frame).toBeVisible({ timeout: 30_000 });
    const src = await frame.getAttribute('src');
    if (!src) throw new Error("The admin's preview frame has no address");
    const framed = page.frameLocator('[data-testid="preview-iframe"]');
    await expect(
      framed.getByTestId('preview-banner'),
      "the site's preview shows in the admin's frame",
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(framed.locator('main h1')).toHaveText(title);
    await page.getByRole('link', { name: 'Close preview' }).click();
    await expect(titleField(page)).toBeVisible();
    return src;
  }
  const query = new URLSearchParams({ documentId, locale, status: 'draft' });
  const answer = await adminApi<{ data?: { url?: string | null }; error?: { message?: string } }>(
    page,
    `/content-manager/preview/url/${uid}?${query}`,
  );
  const url = answer.body?.data?.url;
  if (answer.status !== 200 || !url) {
    throw new Error(
      `The CMS gives no preview address (HTTP ${answer.status}: ${answer.body?.error?.message ?? 'no url'}); ` +
        'decision 073 configures it in cms/config/admin.ts `preview`. Start the CMS of this tree (and build its admin).',
    );
  }
  return url;
}

export interface LiveState {
  label: string;
  releaseId: string;
  pageUrl: string;
}

/**
 * Waits until the "On the site" panel (decision 072) says the document is live in a release
 * other than `previousRelease`. The panel polls by itself while a change is on its way; the page
 * is reloaded when it shows a settled state from before the publish reached the site server.
 */
export async function waitUntilLive(
  page: Page,
  previousRelease: string,
  timeoutMs: number,
): Promise<LiveState> {
  const panel = sidePanel(page, 'On the site');
  try {
    await expect(panel).toBeVisible({ timeout: 30_000 });
  } catch {
    throw new Error(
      'The edit view has no "On the site" panel: the running CMS admin lacks the publish-state panel ' +
        '(cms/src/admin/publish-state-panel.tsx, decision 072). Build the admin of this tree (npm --prefix cms run build).',
    );
  }
  const deadline = Date.now() + timeoutMs;
  const seen: string[] = [];
  let lastReload = Date.now();
  for (;;) {
    const text = (await panel.innerText().catch(() => '')).replace(/\s+/g, ' ').trim();
    const state = text.replace(/^On the site ?/i, ''); // the heading is upper-cased by CSS
    if (seen[seen.length - 1] !== state) seen.push(state);
    const release = state.match(/Release (\S+)/)?.[1];
    if (state.includes('Live since') && release && release !== previousRelease) {
      const pageUrl = await panel.getByRole('link', { name: 'Open the live page' }).getAttribute('href');
      return { label: state, releaseId: release, pageUrl: pageUrl ?? '' };
    }
    if (/Failed: .*Publish again/.test(state)) throw new Error(`The site build failed: ${state}`);
    if (Date.now() > deadline) {
      throw new Error(
        `Not live within ${Math.round(timeoutMs / 1000)} s; the panel said: ${seen.join(' → ')}`,
      );
    }
    // A state from before the webhook arrived, or a failed read, is not polled by the panel.
    const settled = !/Queued|Building|Retrying at/.test(state);
    if (settled && Date.now() - lastReload > 15_000) {
      await page.reload();
      await expect(titleField(page)).toBeVisible({ timeout: 30_000 });
      lastReload = Date.now();
    }
    await page.waitForTimeout(3_000);
  }
}
