/**
 * The release watch and the visit records load after the page, in one chunk ("background"):
 * a first visit makes one script request for both, not one each (decision 098, fourteenth round).
 */
import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(path.join(__dirname, '../../../gatsby-browser.tsx'), 'utf8');

/** The chunk name of each `import()` of a module, by the module's path. */
function dynamicImports(): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const match of source.matchAll(
    /import\(\s*(?:\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*)?'([^']+)'\s*\)/g,
  )) {
    found.set(match[2], match[1]);
  }
  return found;
}

test('the release watch and the visit records share the background chunk', () => {
  const imports = dynamicImports();
  expect(imports.get('./src/features/app-shell/build-watch')).toBe('background');
  expect(imports.get('./src/features/page-visits/page-visits')).toBe('background');
});

test('neither is in the app chunk: the app shell imports only the release watch’s type', () => {
  const staticImports = [...source.matchAll(/^import (?!type ).*from '([^']+)';$/gm)].map((m) => m[1]);
  expect(staticImports).not.toContain('./src/features/app-shell/build-watch');
  expect(staticImports).not.toContain('./src/features/page-visits/page-visits');
  expect(source).toMatch(/^import type \{ BuildWatch \} from '\.\/src\/features\/app-shell\/build-watch';$/m);
});
