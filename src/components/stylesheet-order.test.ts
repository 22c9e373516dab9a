/**
 * Gatsby puts every stylesheet into one CSS file. mini-css-extract orders it so that each
 * chunk group (the app, and each page template) keeps the order in which its imports reach
 * the stylesheets (depth first, a stylesheet after everything it imports). When two groups
 * reach two stylesheets in opposite orders, the build warns 'Conflicting order' and one page
 * gets its rules in an order it was not written for. This test walks the same imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(from: string, specifier: string): string | undefined {
  // Packages (`@site/*`, node_modules) hold no stylesheets of the site.
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** Value imports and re-exports, in source order; type-only ones vanish from the bundle. */
function importsOf(file: string): string[] {
  if (file.endsWith('.css')) return [];
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    const resolved =
      specifier && ts.isStringLiteral(specifier) ? resolveImport(file, specifier.text) : undefined;
    if (resolved) out.push(resolved);
  }
  return out;
}

/** The stylesheets an entry reaches, in the order webpack gives them in its chunk group. */
function stylesheetOrder(entry: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).forEach(visit);
    if (file.endsWith('.css')) order.push(path.relative(ROOT, file));
  };
  visit(entry);
  return order;
}

function templates(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return templates(file);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

test('the app and every page template reach shared stylesheets in one order', () => {
  const groups = new Map<string, string[]>([
    ['app (gatsby-browser)', stylesheetOrder(path.join(ROOT, 'gatsby-browser.tsx'))],
  ]);
  for (const file of templates(path.join(ROOT, 'src/templates')))
    groups.set(path.relative(ROOT, file), stylesheetOrder(file));
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
