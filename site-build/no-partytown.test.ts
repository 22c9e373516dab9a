import fs from 'node:fs';
import path from 'node:path';
import { ROOT, reach, templateFiles } from '@site/test-utils/import-graph';
import { NO_PARTYTOWN, PARTYTOWN_BROWSER } from './no-partytown';

const gatsbyDir = path.dirname(require.resolve('gatsby/package.json', { paths: [ROOT] }));
const pluginBrowser = path.join(gatsbyDir, 'dist', 'internal-plugins', 'partytown', 'gatsby-browser.js');

test("the pattern names the Partytown plugin's gatsby-browser, and not its SSR file or other plugins'", () => {
  expect(fs.existsSync(pluginBrowser)).toBe(true);
  expect(PARTYTOWN_BROWSER.test(pluginBrowser)).toBe(true);
  expect(PARTYTOWN_BROWSER.test(path.join(path.dirname(pluginBrowser), 'gatsby-ssr.js'))).toBe(false);
  expect(PARTYTOWN_BROWSER.test(path.join(ROOT, 'gatsby-browser.tsx'))).toBe(false);
  expect(
    PARTYTOWN_BROWSER.test(
      path.join(gatsbyDir, 'dist', 'internal-plugins', 'prod-404-500', 'gatsby-browser.js'),
    ),
  ).toBe(false);
  expect(fs.existsSync(NO_PARTYTOWN)).toBe(true);
});

test('the plugin does its work in development only, so production loses nothing', () => {
  const source = fs.readFileSync(pluginBrowser, 'utf8');
  expect(Object.keys(require(pluginBrowser))).toEqual(['__esModule', 'onInitialClientRender']);
  expect(source).toMatch(
    /onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/,
  );
});

test('no browser code of the site uses a gatsby Script, which is what the plugin serves', () => {
  // Every chunk the browser can load: gatsby-browser's and the templates', and those they import().
  const files = new Set<string>();
  const entries = [path.join(ROOT, 'gatsby-browser.tsx'), ...templateFiles()];
  while (entries.length > 0) {
    const entry = entries.pop()!;
    if (files.has(entry)) continue;
    const chunk = reach(entry);
    expect(chunk.packages).not.toContain('gatsby-script');
    chunk.files.forEach((file) => files.add(file));
    entries.push(...[...chunk.lazy].filter((file) => !files.has(file)));
  }
  for (const file of files)
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/\bScript\b[^;]*from ['"]gatsby['"]/);
});
