/**
 * Fails when a UI string is missing in a language, present in only some languages, or not
 * used anywhere. Keys are always written in full ('common:nav.home') in code, so a plain
 * text search finds every use.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const LOCALES = ['jp', 'zh', 'en'] as const;
const SOURCE_DIRS = ['src', 'packages/contracts/src', 'packages/parts/src', 'site-build'];
const SOURCE_FILE = /\.(ts|tsx)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function readNamespaces(locale: string): Map<string, Map<string, string>> {
  const dir = path.join(ROOT, 'locales', locale);
  const namespaces = new Map<string, Map<string, string>>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const tree = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
    namespaces.set(path.basename(file, '.json'), flatten(tree));
  }
  return namespaces;
}

function walk(dir: string, files: string[] = []): string[] {
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

export function checkTranslations(): string[] {
  const problems: string[] = [];
  const byLocale = new Map(LOCALES.map((locale) => [locale, readNamespaces(locale)]));
  const reference = byLocale.get('jp')!;
  const allKeys = new Set<string>();
  for (const [locale, namespaces] of byLocale) {
    for (const [ns, keys] of namespaces) {
      for (const [key, value] of keys) {
        allKeys.add(`${ns}:${key}`);
        if (!value.trim()) problems.push(`${locale}: empty string ${ns}:${key}`);
      }
    }
  }
  for (const full of allKeys) {
    const [ns, key] = full.split(':');
    for (const locale of LOCALES) {
      if (!byLocale.get(locale)!.get(ns)?.has(key)) problems.push(`${locale}: missing ${full}`);
    }
  }
  for (const locale of LOCALES) {
    for (const ns of reference.keys()) {
      if (!byLocale.get(locale)!.has(ns)) problems.push(`${locale}: missing namespace file ${ns}.json`);
    }
  }

  const source = SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir)))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const used = new Set<string>();
  // @site/contracts names validation messages without the namespace ('email.required').
  const contracts = walk(path.join(ROOT, 'packages/contracts/src'))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  for (const match of contracts.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z]+)+)['"`]/g)) {
    if (reference.get('validation')?.has(match[1])) used.add(`validation:${match[1]}`);
  }
  const literal = /['"`]([a-z][\w-]*):([\w-]+(?:\.[\w-]+)*)['"`]/g;
  for (const match of source.matchAll(literal)) {
    const ns = match[1];
    if (!reference.has(ns)) continue;
    used.add(`${ns}:${match[2]}`);
  }
  for (const full of used) {
    const [ns, key] = full.split(':');
    // A key that names a subtree (used with returnObjects) counts as using its leaves.
    const leaves = [...reference.get(ns)!.keys()].filter((k) => k === key || k.startsWith(`${key}.`));
    if (leaves.length === 0) problems.push(`code uses ${full}, which no locale defines`);
  }
  for (const full of allKeys) {
    const [ns, key] = full.split(':');
    const isUsed = [...used].some((u) => {
      const [uns, ukey] = u.split(':');
      return uns === ns && (ukey === key || key.startsWith(`${ukey}.`));
    });
    if (!isUsed) problems.push(`unused key ${full}`);
  }
  return problems.sort();
}

if (require.main === module) {
  const problems = checkTranslations();
  if (problems.length) {
    console.error(`i18n check failed with ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log('i18n check passed: every key exists in jp, zh and en and is used.');
}
