/**
 * The site's import graph as webpack sees it, read with the TypeScript parser: value imports
 * and re-exports in source order (type-only ones vanish from the bundle), and `import()`
 * calls, which start chunks of their own. Tests use it to check what each chunk reaches.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '..');
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The folder of a workspace package (`@site/<name>`), where npm links it. */
function workspaceFolder(name: string): string {
  return fs.realpathSync(path.join(ROOT, 'node_modules', '@site', name));
}

/**
 * A file of the repository for relative, `~/…` (the site's `src/`, as tsconfig.json's `paths`
 * and gatsby-node's webpack alias say) and `@site/<package>/…` specifiers; packages otherwise.
 */
export function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('~/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (/^@site\/[^/]+\/.+/.test(specifier)) {
    const [, name, rest] = specifier.match(/^@site\/([^/]+)\/(.+)$/)!;
    base = path.join(workspaceFolder(name), rest);
  } else return undefined;
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

export interface FileImports {
  /** Specifiers of value imports and re-exports, in source order. */
  static: string[];
  /** Specifiers of `import('…')` calls. */
  dynamic: string[];
}

const cache = new Map<string, FileImports>();

export function importsOf(file: string): FileImports {
  const known = cache.get(file);
  if (known) return known;
  const result: FileImports = { static: [], dynamic: [] };
  if (/\.tsx?$/.test(file)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
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
      if (specifier && ts.isStringLiteral(specifier)) result.static.push(specifier.text);
    }
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.length === 1 &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        result.dynamic.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  cache.set(file, result);
  return result;
}

export interface Reach {
  /** Repository files the entry's chunk holds, depth first, each after what it imports. */
  files: string[];
  /** Packages imported by bare specifier (`zod`, `react-hook-form`, `@site/contracts`). */
  packages: Set<string>;
  /** Files `import()`ed from the chunk: chunks of their own. */
  lazy: Set<string>;
}

/** What one chunk holds: the entry and everything it imports statically. */
export function reach(entry: string): Reach {
  const files: string[] = [];
  const packages = new Set<string>();
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { static: specifiers, dynamic } = importsOf(file);
    for (const specifier of specifiers) {
      const resolved = resolveImport(file, specifier);
      if (resolved) visit(resolved);
      else packages.add(specifier);
    }
    for (const specifier of dynamic) {
      const resolved = resolveImport(file, specifier);
      if (resolved) lazy.add(resolved);
      else packages.add(`import(${specifier})`);
    }
    files.push(file);
  };
  visit(entry);
  return { files, packages, lazy };
}

/** Page templates, as gatsby-node finds them. */
export function templateFiles(dir = path.join(ROOT, 'src/templates')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(file);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}
