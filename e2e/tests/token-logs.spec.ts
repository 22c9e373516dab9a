import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { buildPath, otherDevice, parsePath, type Device } from '@site/routing';
import { readSystemLog, occurrences, serviceLines } from '../support/system-log';
import {
  CLIENT_ID,
  T,
  mailedLink,
  registerThroughApi,
  strongPassword,
  url,
  type TestLocale,
} from './account-support';

/**
 * A link token never appears in any log line, page and page-data requests included
 * (docs/decisions/042-link-tokens-out-of-logs.md). The mailed activation, reset and consent
 * links are opened in the browser through the site server; then the system's log (site
 * server and website API, written by scripts/e2e.sh to E2E_SYSTEM_LOG) is searched for the
 * raw token of each mail. The browser's own requests are checked too: after the page is
 * opened, the token travels only in the body of the API call that spends it.
 *
 * Each profile takes its own member of the previous data handler for the consent link
 * (scripts/e2e.sh seeds legacy-3 and legacy-4 for this spec).
 */
const LEGACY_FOR_THIS_SPEC = { desktop: 'legacy-3@example.com', phone: 'legacy-4@example.com' } as const;

interface Seen {
  url: string;
  resourceType: string;
  navigation: boolean;
  referer?: string;
  body: string | null;
}

/** Records every request the page makes, with the Referer it really sent. */
function recordRequests(page: Page): { seen: Seen[]; settled: () => Promise<unknown> } {
  const seen: Seen[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('request', (request: Request) => {
    pending.push(
      request.allHeaders().then((headers) => {
        seen.push({
          url: request.url(),
          resourceType: request.resourceType(),
          navigation: request.isNavigationRequest(),
          referer: headers.referer,
          body: request.postData(),
        });
      }),
    );
  });
  return { seen, settled: () => Promise.all(pending) };
}

/** A mailed link's path in the form with the device segment of this agent (`/en/pc/…`). */
function devicePrefixed(link: string, device: Device): string {
  const [pathname, query = ''] = link.split('?');
  const parsed = parsePath(pathname);
  const prefixed = buildPath({ locale: parsed.locale, device, route: parsed.route }, otherDevice(device));
  return `${prefixed}${query ? `?${query}` : ''}`;
}

const tokenOf = (link: string) => {
  const token = new URL(link, 'http://site').searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
};

async function post(request: APIRequestContext, locale: TestLocale, path: string, data: unknown) {
  const answer = await request.post(path, { headers: { clientId: CLIENT_ID, 'x-locale': locale }, data });
  expect((await answer.json()).code, `${path} answers 200`).toBe(200);
}

async function setPassword(page: Page, locale: TestLocale) {
  const a = T[locale].account;
  const password = strongPassword();
  await page.getByLabel(a.password.new, { exact: true }).fill(password);
  await page.getByLabel(a.password.confirm, { exact: true }).fill(password);
  await page.getByRole('button', { name: a.password.submit }).click();
}

test('no link token reaches a log line or any request but the API call that spends it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const locale: TestLocale = phone ? 'jp' : 'en';
  const device: Device = phone ? 'mobile' : 'pc';
  const a = T[locale].account;
  const before = readSystemLog();
  const { seen, settled } = recordRequests(page);
  const tokens: string[] = [];

  // Activation: the mailed link as it is.
  const member = await registerThroughApi(request, locale, `token-logs-${locale}`);
  const activation = await mailedLink(member.email, '/account-active');
  tokens.push(tokenOf(activation));
  await page.goto(activation);
  await expect(page.getByRole('heading', { name: a.activation.successTitle })).toBeVisible();
  expect(page.url()).not.toContain(tokens[0]);

  // Reset: the link in this agent's own device form, which redirects to the root form.
  await post(request, locale, '/website/auth/forgot-password', { email: member.email });
  const reset = await mailedLink(member.email, '/pwd-active');
  tokens.push(tokenOf(reset));
  const redirected = await page.goto(devicePrefixed(reset, device));
  expect(redirected?.request().redirectedFrom()?.url()).toContain(`/${device}/pwd-active`);
  expect(page.url()).not.toContain(tokens[1]);
  await setPassword(page, locale);
  await expect(page.getByRole('heading', { name: a.reset.doneTitle })).toBeVisible();

  // Consent: a member of the previous data handler sets a password from the link.
  const legacy = LEGACY_FOR_THIS_SPEC[phone ? 'phone' : 'desktop'];
  const probe = await request.post('/website/auth/login', {
    headers: { clientId: CLIENT_ID, 'x-locale': locale },
    data: { email: legacy, password: 'not-the-password' },
  });
  expect((await probe.json()).msg, `${legacy} must be a seeded legacy member (SEED_LEGACY_MEMBERS=4)`).toBe(
    '2',
  );
  await post(request, locale, '/website/auth/consent', { email: legacy, agreement: true });
  const consent = await mailedLink(legacy, '/history-active');
  tokens.push(tokenOf(consent));
  await page.goto(`${consent.split('?')[0]}/?${consent.split('?')[1]}`);
  expect(page.url()).not.toContain(tokens[2]);
  await setPassword(page, locale);
  await expect(page.getByRole('heading', { name: a.consent.doneTitle })).toBeVisible();

  // In the browser: the token is in the opened address (and its redirect) and in the body of
  // the API call, nowhere else: no page-data request, no visit record, no Referer.
  await settled();
  for (const token of tokens) {
    const carrying = seen.filter((s) => s.url.includes(token));
    expect(carrying.length, 'the opened link').toBeGreaterThan(0);
    for (const s of carrying)
      expect([s.url, s.navigation, s.resourceType]).toEqual([s.url, true, 'document']);
    expect(seen.filter((s) => s.referer?.includes(token))).toEqual([]);
    const spent = seen.filter((s) => s.body?.includes(token));
    expect(spent.map((s) => new URL(s.url).pathname)).toEqual([
      expect.stringMatching(/^\/website\/auth\/(?:activate|reset-password|consent\/complete)$/),
    ]);
  }
  expect(seen.some((s) => s.url.includes('/page-data/'))).toBe(true);

  // In the logs: a probe request marks the end of this test's site lines; the API's events
  // of the three links are written once the API has answered.
  const marker = `/__token-logs-probe-${randomUUID()}`;
  await request.get(marker);
  await expect
    .poll(() => {
      const log = readSystemLog();
      return [
        serviceLines(log, 'site').some((line) => line.includes(marker)),
        occurrences(log, 'activate.success') > occurrences(before, 'activate.success'),
        occurrences(log, 'reset.success') > occurrences(before, 'reset.success'),
        occurrences(log, 'consent.complete') > occurrences(before, 'consent.complete'),
      ];
    })
    .toEqual([true, true, true, true]);
  const log = readSystemLog();
  const siteLines = serviceLines(log, 'site');
  // The site server logged the token pages, by path.
  for (const route of ['/account-active', '/pwd-active', '/history-active']) {
    expect(siteLines.some((line) => line.includes(`"path":"${url(locale, route)}`))).toBe(true);
  }
  expect(
    siteLines.some((line) => line.includes(`"path":"${devicePrefixed(url(locale, '/pwd-active'), device)}"`)),
  ).toBe(true);
  const leaks = log.split('\n').filter((line) => tokens.some((token) => line.includes(token)));
  expect(leaks).toEqual([]);
});
