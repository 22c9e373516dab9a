import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium against a running system (the site server at
 * E2E_BASE_URL, default http://localhost:8000, as `npm start` brings it up).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** The editor project's folder: the desktop and phone projects leave it out. */
const EDITOR_TESTS = '**/tests/editor/**';

/**
 * Specs that change or count what the whole system shares, so no other spec may run beside
 * them: the service outage stops the website API, the page-visit journey counts every row of
 * the API's visits table. They run after the desktop and phone projects, one spec file at a
 * time (decision 100); every other spec file runs beside one other, one per core.
 */
const ALONE_TESTS = ['**/tests/journeys/service-outage.spec.ts', '**/tests/journeys/page-visits.spec.ts'];

const DESKTOP = {
  viewport: { width: 1366, height: 900 },
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time (E2E_WORKERS): the desktop and phone specs share no state but the
  // rate limits of one address (scaled, scripts/e2e.sh) and their own seeded members.
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: './artifacts/report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:8000',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: [EDITOR_TESTS, ...ALONE_TESTS], use: DESKTOP },
    // Plain HTTP checks (every user-agent is set per request) run once, in the desktop project.
    { name: 'phone', grepInvert: /@http-only/, testIgnore: [EDITOR_TESTS, ...ALONE_TESTS], use: PHONE },
    {
      name: 'desktop-alone',
      testMatch: ALONE_TESTS,
      dependencies: ['desktop', 'phone'],
      workers: 1,
      use: DESKTOP,
    },
    {
      name: 'phone-alone',
      testMatch: ALONE_TESTS,
      grepInvert: /@http-only/,
      dependencies: ['desktop-alone'],
      workers: 1,
      use: PHONE,
    },
    {
      // The editor's path through the CMS admin to the live site. It publishes (a site rebuild),
      // so it runs once, after the other projects; it opens its own phone pages where it needs them.
      name: 'editor',
      testDir: './tests/editor',
      testMatch: '**/*.spec.ts',
      dependencies: ['phone-alone'],
      // Its specs publish and freeze the CMS: one at a time.
      workers: 1,
      use: DESKTOP,
    },
  ],
});
