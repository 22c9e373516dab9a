/**
 * What a page downloads before it hydrates (docs/decisions/041-first-load-javascript.md):
 * the app chunk (gatsby-browser and what it imports), the page's template chunk, and the
 * string bundles of its language that `bundlesForRoute` names. These tests walk the same
 * imports webpack does and keep heavy code and strings where they belong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DETAIL_SECTIONS, STATIC_ROUTES, routesWithRole } from '@site/routing';
import { ROOT, reach, templateFiles } from '@site/test-utils/import-graph';
import { BUNDLES, MEMBER_DIALOG_BUNDLES, bundlesForRoute, type ExtraBundle } from '../../i18n/bundles';

const APP = path.join(ROOT, 'gatsby-browser.tsx');
const template = (name: string) => path.join(ROOT, 'src/templates', `${name}.tsx`);

/** Form and validation code: only the screens with forms (and the member dialogs) load it. */
const FORM_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers/zod', '@site/contracts'];

const CONTENT_TEMPLATES = [
  'news-detail',
  'brand-detail',
  'org-detail',
  'announce-detail',
  'routes/home',
  'routes/about',
  'routes/news',
  'routes/brand',
  'routes/org',
  'routes/announce',
  'not-found-page',
];

const NAMESPACES = fs.readdirSync(path.join(ROOT, 'locales/jp')).map((file) => file.replace(/\.json$/, ''));
const KEY = new RegExp(`['"\`](${NAMESPACES.join('|')}):[A-Za-z]`, 'g');

function namespacesIn(text: string): Set<string> {
  return new Set([...text.matchAll(KEY)].map((match) => match[1]));
}

/** Namespaces of the translation keys written in the files a chunk holds. */
function namespacesOf(entry: string): Set<string> {
  const used = new Set<string>();
  for (const file of reach(entry).files) {
    if (/\.tsx?$/.test(file)) namespacesIn(fs.readFileSync(file, 'utf8')).forEach((ns) => used.add(ns));
  }
  return used;
}

const loaded = (bundles: readonly ExtraBundle[]) =>
  new Set<string>([...BUNDLES.core, ...bundles.flatMap((bundle) => BUNDLES[bundle])]);
const missing = (used: Set<string>, available: Set<string>) =>
  [...used].filter((ns) => !available.has(ns)).sort();

/** Every template with the route gatsby-node gives it (see gatsby-node.ts). */
function templatesWithRoutes(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const route of STATIC_ROUTES) {
    pairs.push([template(`routes/${route === '/' ? 'home' : route.slice(1)}`), route]);
  }
  for (const section of DETAIL_SECTIONS) pairs.push([template(`${section}-detail`), `/${section}/some-slug`]);
  pairs.push([template('not-found-page'), '/404']);
  return pairs;
}

test('every route has its template, as gatsby-node expects', () => {
  expect(templatesWithRoutes().filter(([file]) => !fs.existsSync(file))).toEqual([]);
});

test('every namespace is in exactly one string bundle', () => {
  const bundled = Object.values(BUNDLES).flat();
  expect([...bundled].sort()).toEqual([...NAMESPACES].sort());
  expect(new Set(bundled).size).toBe(bundled.length);
});

test('the app shell keeps form code, zod and the contracts index out of every page', () => {
  const { packages } = reach(APP);
  expect(FORM_PACKAGES.filter((name) => packages.has(name))).toEqual([]);
  expect(packages.has('notistack')).toBe(false);
});

test.each(CONTENT_TEMPLATES)('content page %s loads no form code or zod of its own', (name) => {
  const { packages } = reach(template(name));
  expect(FORM_PACKAGES.filter((pkg) => packages.has(pkg))).toEqual([]);
});

test('content pages load no form strings: validation and forms are for the screens with a form', () => {
  const content = [
    ...routesWithRole('content'),
    ...DETAIL_SECTIONS.map((section) => `/${section}/some-slug`),
    '/404',
  ];
  expect(content.length).toBeGreaterThan(DETAIL_SECTIONS.length + 1);
  expect(
    content.filter((route) =>
      bundlesForRoute(route).some((bundle) => bundle === 'validation' || bundle === 'forms'),
    ),
  ).toEqual([]);
});

test('the app shell renders with the core strings alone', () => {
  expect(missing(namespacesOf(APP), loaded([]))).toEqual([]);
});

test('every template finds its strings in core and the bundles of its route', () => {
  const problems = templatesWithRoutes().flatMap(([file, route]) =>
    missing(namespacesOf(file), loaded(bundlesForRoute(route))).map(
      (ns) => `${path.relative(ROOT, file)} (${route}) uses ${ns}`,
    ),
  );
  expect(problems).toEqual([]);
});

test('every Head uses core strings only: Gatsby renders it once, before a late bundle could arrive', () => {
  const problems = templateFiles().flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const head = source.slice(source.indexOf('export function Head'));
    if (!source.includes('export function Head')) return [];
    return missing(namespacesIn(head), loaded([])).map((ns) => `${path.relative(ROOT, file)}: ${ns}`);
  });
  expect(problems).toEqual([]);
});

test('lazy chunks find their strings where they load them', () => {
  const dialogs = path.join(ROOT, 'src/features/account/member-dialogs.tsx');
  expect(
    reach(APP).lazy.has(dialogs) || [...reach(APP).lazy].some((file) => reach(file).lazy.has(dialogs)),
  ).toBe(true);
  expect(missing(namespacesOf(dialogs), loaded(MEMBER_DIALOG_BUNDLES))).toEqual([]);
  const shellLazy = [...reach(APP).lazy].filter(
    (file) => file !== dialogs && !file.includes('/i18n/resources/'),
  );
  for (const file of shellLazy) expect(missing(namespacesOf(file), loaded([]))).toEqual([]);
});
