import fs from 'node:fs';
import path from 'node:path';
import { NO_PARTYTOWN, PARTYTOWN_BROWSER } from './no-partytown';

const ROOT = path.resolve(__dirname, '..');
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

test('the site renders no gatsby Script, which is what the plugin serves', () => {
  const sources = [path.join(ROOT, 'gatsby-browser.tsx'), ...sourceFiles(path.join(ROOT, 'src'))];
  for (const file of sources)
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(
      /from ['"]gatsby-script['"]|\bScript\b.*from ['"]gatsby['"]/,
    );
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}
