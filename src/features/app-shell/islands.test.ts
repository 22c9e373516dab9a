/**
 * A page's stylesheet holds the CSS of its template's chunk group only. A screen that hydrates
 * as an island (island.tsx) is a chunk of its own, so its template must import the island's
 * stylesheets itself, or the page would show its static HTML unstyled until the island's
 * chunk arrives.
 */
import path from 'node:path';
import { ROOT, importsOf, reach, resolveImport, templateFiles } from '@site/test-utils/import-graph';

const css = (files: string[]) => files.filter((file) => file.endsWith('.css'));
const relative = (file: string) => path.relative(ROOT, file);

const ISLAND = path.join(ROOT, 'src/features/app-shell/island.tsx');

/** Templates with islands (the preview page loads whole templates in the browser, without static HTML). */
const islandTemplates = () =>
  templateFiles().filter((template) =>
    importsOf(template).static.some((specifier) => resolveImport(template, specifier) === ISLAND),
  );

test('every stylesheet an island reaches is inlined with its template', () => {
  expect(islandTemplates().length).toBeGreaterThanOrEqual(9);
  const missing: string[] = [];
  for (const template of islandTemplates()) {
    const { files, lazy } = reach(template);
    const inlined = new Set(css(files));
    for (const chunk of lazy) {
      for (const sheet of css(reach(chunk).files)) {
        if (!inlined.has(sheet))
          missing.push(`${relative(template)}: ${relative(chunk)} → ${relative(sheet)}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('the form and parts screens are islands: their code is not in the first load', () => {
  const islands: Record<string, string> = {
    'routes/login.tsx': 'src/features/auth/components/login-form.tsx',
    'routes/register.tsx': 'src/features/auth/components/register-form.tsx',
    'routes/contact.tsx': 'src/features/contact/contact-screen.tsx',
    'routes/forget-pwd.tsx': 'src/features/auth/components/forgot-password-form.tsx',
    'routes/pwd-active.tsx': 'src/features/auth/components/password-reset-screen.tsx',
    'routes/history-active.tsx': 'src/features/auth/components/consent-screen.tsx',
    'routes/rep/compare.tsx': 'src/features/parts/compare-screen.tsx',
    'routes/rep/search.tsx': 'src/features/parts/part-search-screen.tsx',
    'routes/rep/part.tsx': 'src/features/parts/part-screen.tsx',
  };
  for (const [template, screen] of Object.entries(islands)) {
    const { files, lazy, packages } = reach(path.join(ROOT, 'src/templates', template));
    expect(files.map(relative)).not.toContain(screen);
    expect([...lazy].map(relative)).toContain(screen);
    expect(packages.has('react-hook-form')).toBe(false);
  }
});
