/**
 * Gatsby puts every stylesheet into one CSS file. mini-css-extract orders it so that each
 * chunk group (the app, and each page template) keeps the order in which its imports reach
 * the stylesheets (depth first, a stylesheet after everything it imports). When two groups
 * reach two stylesheets in opposite orders, the build warns 'Conflicting order' and one page
 * gets its rules in an order it was not written for. This test walks the same imports,
 * chunks loaded with `import()` included.
 */
import path from 'node:path';
import { ROOT, reach, templateFiles } from '@site/test-utils/import-graph';

/** The stylesheets an entry's chunk reaches, in the order webpack gives them in its chunk group. */
function stylesheetOrder(entry: string): string[] {
  return reach(entry)
    .files.filter((file) => file.endsWith('.css'))
    .map((file) => path.relative(ROOT, file));
}

/** The app, every page template, and every chunk they load with `import()`. */
function chunkGroups(): Map<string, string[]> {
  const entries = [path.join(ROOT, 'gatsby-browser.tsx'), ...templateFiles()];
  const groups = new Map<string, string[]>();
  while (entries.length > 0) {
    const entry = entries.shift()!;
    const name = entry.endsWith('gatsby-browser.tsx') ? 'app (gatsby-browser)' : path.relative(ROOT, entry);
    if (groups.has(name)) continue;
    groups.set(name, stylesheetOrder(entry));
    entries.push(...reach(entry).lazy);
  }
  return groups;
}

test('the app, every page template and every lazy chunk reach shared stylesheets in one order', () => {
  const groups = chunkGroups();
  expect(groups.has('src/features/account/member-dialogs.tsx')).toBe(true);
  expect(groups.get('app (gatsby-browser)')).toContain('src/styles/global.css');
  expect(groups.size).toBeGreaterThan(10);

  // "a before b" with the first group that wants it; any cycle here is a conflict.
  const after = new Map<string, Map<string, string>>();
  for (const [group, order] of groups) {
    order.forEach((a, i) => {
      const next = after.get(a) ?? new Map<string, string>();
      after.set(a, next);
      for (const b of order.slice(i + 1)) if (!next.has(b)) next.set(b, group);
    });
  }
  const conflicts: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (sheet: string) => {
    state.set(sheet, 'open');
    trail.push(sheet);
    for (const next of after.get(sheet)?.keys() ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...trail.slice(trail.indexOf(next)), next];
        conflicts.push(
          cycle
            .slice(1)
            .map((b, i) => `${cycle[i]} before ${b} (${after.get(cycle[i])!.get(b)})`)
            .join(', '),
        );
      } else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(sheet, 'done');
  };
  for (const sheet of after.keys()) if (!state.has(sheet)) visit(sheet);
  expect(conflicts).toEqual([]);
});
