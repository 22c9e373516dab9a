import fs from 'node:fs';
import path from 'node:path';
import { NO_SERVICE_WORKER, SERVICE_WORKER_REGISTRATION } from './no-service-worker';

const ROOT = path.resolve(__dirname, '..');
const cacheDir = path.join(
  path.dirname(require.resolve('gatsby/package.json', { paths: [ROOT] })),
  'cache-dir',
);

test("the pattern names Gatsby's service-worker registration in the site's .cache, and nothing else", () => {
  expect(fs.existsSync(path.join(cacheDir, 'register-service-worker.js'))).toBe(true);
  expect(SERVICE_WORKER_REGISTRATION.test(path.join(ROOT, '.cache', 'register-service-worker.js'))).toBe(
    true,
  );
  for (const other of ['production-app.js', 'loader.js', 'navigation.js', 'api-runner-browser.js'])
    expect(SERVICE_WORKER_REGISTRATION.test(path.join(ROOT, '.cache', other))).toBe(false);
  expect(fs.existsSync(NO_SERVICE_WORKER)).toBe(true);
});

test('Gatsby asks for it only when a plugin registers a service worker', () => {
  const app = fs.readFileSync(path.join(cacheDir, 'production-app.js'), 'utf8');
  expect(app).toMatch(
    /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
  );
});

test('neither the site nor its plugins register a service worker', () => {
  const browserFiles = [
    path.join(ROOT, 'gatsby-browser.tsx'),
    ...fs
      .readdirSync(path.join(ROOT, 'plugins'))
      .flatMap((plugin) =>
        ['gatsby-browser.js', 'gatsby-browser.ts', 'gatsby-browser.tsx'].map((name) =>
          path.join(ROOT, 'plugins', plugin, name),
        ),
      )
      .filter((file) => fs.existsSync(file)),
  ];
  for (const file of browserFiles)
    expect(fs.readFileSync(file, 'utf8')).not.toContain('registerServiceWorker');
  const config = fs.readFileSync(path.join(ROOT, 'gatsby-config.ts'), 'utf8');
  expect(config).not.toMatch(/gatsby-plugin-(offline|pwa)/);
});
