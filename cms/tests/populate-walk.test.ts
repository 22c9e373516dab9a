/**
 * Walks, as the public role (no token), every content type through the populate paths
 * its schema allows, generated from the running CMS: relations, media and a file's
 * `related` rows, `localizations`, components and dynamic zones, nested three levels, in
 * REST (object, dotted, list and `*` forms) and GraphQL (selection sets built from the
 * schema), for every locale. Every answer must be a clean refusal (4xx, or GraphQL
 * errors with a code other than INTERNAL_SERVER_ERROR; no stack trace) or carry no
 * members-only marker of the seed, no draft row and no text that exists only in drafts.
 */
import type { Core, UID } from '@strapi/strapi';
import { SEED_LOCALES } from '../scripts/seed/locales';
import { MEMBERS_ONLY_BODY_MARKER } from '../scripts/seed/content/markers';
import { cmsTests, startCms, type CmsApp } from './helpers/cms-app';
import { getJson, graphql } from './helpers/http';
import { DRAFT_STATUS_SPELLINGS, GRAPHQL_DRAFT_STATUS } from './helpers/status-spellings';

/** Text written only into draft versions by this test. */
const DRAFT_MARKER = 'DRAFT-ONLY-MARKER';
const MAX_DEEP_PATHS_PER_ROOT = 8;
const CONCURRENCY = 4;

type Kind = 'relation' | 'media' | 'morph' | 'localizations' | 'component' | 'zone' | 'connection';
const KINDS: Kind[] = ['relation', 'media', 'morph', 'localizations', 'component', 'zone', 'connection'];
interface Attr {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
  required?: boolean;
  enum?: string[];
  default?: unknown;
}
interface Schema {
  uid: string;
  kind?: string;
  attributes: Record<string, Attr>;
  options?: { draftAndPublish?: boolean };
}
interface Step {
  key: string;
  kind: Kind;
  /** Model reached (undefined after a polymorphic relation). */
  uid?: string;
  /** Component chosen in a dynamic zone (`on` fragment). */
  on?: string;
}
type Path = Step[];
type Json = unknown;

let app: CmsApp | null;
let strapi: Core.Strapi;
const locales = [...SEED_LOCALES];

const tally = {
  answers: 0,
  ok: 0,
  refused: 0,
  reached: Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>,
  refusedKinds: Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>,
  deepestReached: 0,
  deepestTried: 0,
};
const problems: string[] = [];

const models = (): Schema[] => Object.values(strapi.contentTypes) as unknown as Schema[];
const apiTypes = (): Schema[] => models().filter((m) => m.uid.startsWith('api::'));
const getSchema = (uid: string): Schema | undefined =>
  (strapi.contentTypes as unknown as Record<string, Schema>)[uid] ??
  (strapi.components as unknown as Record<string, Schema>)[uid];
/** Models a walk goes on into; others (admin users, upload folders) end a path. */
const walkable = (uid: string | undefined): boolean =>
  !!uid && (uid.startsWith('api::') || uid === 'plugin::upload.file' || uid in strapi.components);

// ---------------------------------------------------------------- drafts -----------

const TEXT_TYPES = ['string', 'text', 'richtext'];
/** Documents of collection types whose draft differs from (or has no) published version. */
const draftDocuments: Array<{ model: Schema; documentId: string }> = [];

/**
 * Writes draft-only text: the draft version of one document per type and locale gets
 * the marker in its text fields (its published version stays as seeded), and one
 * never-published document per collection type is created, sharing the media of a
 * seeded one, so that a file's `related` rows reach it.
 */
async function writeDrafts(): Promise<void> {
  for (const model of apiTypes()) {
    if (!model.options?.draftAndPublish) continue;
    const uid = model.uid as UID.ContentType;
    const docs = strapi.documents(uid);
    const mediaKeys = Object.keys(model.attributes).filter((k) => model.attributes[k].type === 'media');
    const first = (await docs.findFirst({
      locale: 'en',
      status: 'published',
      populate: mediaKeys,
    } as never)) as (Record<string, unknown> & { documentId: string }) | null;
    if (!first) throw new Error(`No seeded ${uid}`);
    for (const locale of locales) {
      const data: Record<string, unknown> = {};
      for (const [key, attr] of Object.entries(model.attributes)) {
        if (TEXT_TYPES.includes(attr.type) && key !== 'slug') data[key] = `${DRAFT_MARKER}-${key}-${locale}`;
      }
      await docs.update({ documentId: first.documentId, locale, data } as never);
    }
    if (model.kind !== 'collectionType') continue;
    draftDocuments.push({ model, documentId: first.documentId });
    const data: Record<string, unknown> = {};
    for (const [key, attr] of Object.entries(model.attributes)) {
      if (TEXT_TYPES.includes(attr.type)) data[key] = `${DRAFT_MARKER}-new-${key}`;
      else if (attr.type === 'uid') data[key] = `draft-only-${model.uid.split('.').pop()}`;
      else if (attr.type === 'date') data[key] = '2020-01-01';
      else if (attr.type === 'enumeration') data[key] = attr.enum?.[0];
      else if (attr.type === 'boolean') data[key] = key === 'membersOnly';
      else if (attr.type === 'media') {
        const media = first[key] as { id: number } | Array<{ id: number }> | null;
        if (media) data[key] = Array.isArray(media) ? media.map((m) => m.id) : media.id;
      }
    }
    const created = (await docs.create({ locale: 'en', data } as never)) as { documentId: string };
    draftDocuments.push({ model, documentId: created.documentId });
  }
}

// ---------------------------------------------------------------- checks -----------

const STACK = /\bat [^\s]+ \(?[^\s)]+:\d+:\d+\)?|"stack"|stacktrace/i;

function draftRows(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) draftRows(item, found);
  else if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>;
    if ('publishedAt' in row && row.publishedAt === null) found.push(String(row.documentId ?? row.id));
    for (const child of Object.values(row)) draftRows(child, found);
  }
  return found;
}

const count = (text: string, needle: string): number => text.split(needle).length - 1;

function checkClean(label: string, text: string, json: Json): void {
  const members = count(text, MEMBERS_ONLY_BODY_MARKER);
  const drafts = count(text, DRAFT_MARKER);
  const rows = draftRows(json);
  if (members || drafts || rows.length) {
    problems.push(
      `${label}: ${members} members-only markers, ${drafts} draft markers, draft rows ${rows.join(',')}`,
    );
  }
  if (STACK.test(text)) problems.push(`${label}: stack trace in the answer`);
}

/** Items found at the end of a path in an answer. */
function follow(data: Json, keys: string[]): unknown[] {
  let level: unknown[] = Array.isArray(data) ? data : [data];
  for (const key of keys) {
    level = level
      .flatMap((item) => (item && typeof item === 'object' ? [(item as Record<string, unknown>)[key]] : []))
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((value) => value !== null && value !== undefined);
  }
  return level;
}

function record(ok: boolean, path: Path, reached: number): void {
  tally.answers += 1;
  tally.deepestTried = Math.max(tally.deepestTried, path.length);
  const last = path[path.length - 1];
  if (!ok) {
    tally.refused += 1;
    if (last) tally.refusedKinds[last.kind] += 1;
    return;
  }
  tally.ok += 1;
  if (last && reached > 0) {
    tally.reached[last.kind] += reached;
    tally.deepestReached = Math.max(tally.deepestReached, path.length);
  }
}

/**
 * One request, sent again when the connection broke before an answer (a kept-alive
 * socket the server closed meanwhile); an answer that is not JSON is a problem.
 */
async function answer<T>(label: string, send: () => Promise<T>): Promise<T | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const cause = (error as Error).cause as { code?: string } | undefined;
      if (attempt < 3 && cause?.code === 'ECONNRESET') continue;
      problems.push(`${label}: ${String(error)}`);
      return null;
    }
  }
}

async function pool<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// ---------------------------------------------------------------- paths ------------

function edges(uid: string): Step[] {
  const schema = getSchema(uid);
  if (!schema) return [];
  const out: Step[] = [];
  for (const [key, attr] of Object.entries(schema.attributes)) {
    if (attr.type === 'media') out.push({ key, kind: 'media', uid: 'plugin::upload.file' });
    else if (attr.type === 'component') out.push({ key, kind: 'component', uid: attr.component });
    else if (attr.type === 'dynamiczone')
      for (const on of attr.components ?? []) out.push({ key, kind: 'zone', uid: on, on });
    else if (attr.type === 'relation') {
      if (key === 'localizations') out.push({ key, kind: 'localizations', uid: attr.target });
      else if (!attr.target) out.push({ key, kind: 'morph' });
      else out.push({ key, kind: 'relation', uid: attr.target });
    }
  }
  return out;
}

/** Every path of up to `depth` steps from a model. */
function allPaths(uid: string, depth: number): Path[] {
  const out: Path[] = [];
  const grow = (path: Path, at: string | undefined) => {
    if (path.length > 0) out.push(path);
    if (path.length === depth || !walkable(at)) return;
    for (const step of edges(at!)) grow([...path, step], step.uid);
  };
  grow([], uid);
  return out;
}

/** A deterministic pseudo-random order (mulberry32), so runs are repeatable. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/**
 * Every path of one or two steps, and of the three-step paths: one for each edge kind
 * that ends them, then a sample.
 */
function samplePaths(uid: string, seed: number): Path[] {
  const paths = allPaths(uid, 3);
  const short = paths.filter((p) => p.length < 3);
  const deep = shuffled(
    paths.filter((p) => p.length === 3),
    seed,
  );
  const chosen: Path[] = [];
  const kinds = new Set<string>();
  for (const path of deep) {
    const signature = path.map((s) => s.kind).join('>');
    if (!kinds.has(signature)) {
      kinds.add(signature);
      chosen.push(path);
    }
  }
  for (const path of deep) {
    if (chosen.length >= MAX_DEEP_PATHS_PER_ROOT) break;
    if (!chosen.includes(path)) chosen.push(path);
  }
  return [...short, ...chosen];
}

const pathName = (path: Path) => path.map((s) => (s.on ? `${s.key}(${s.on})` : s.key)).join('.');

// ---------------------------------------------------------------- REST -------------

const restBase = (model: Schema) => {
  const info = (model as unknown as { info: { pluralName: string; singularName: string } }).info;
  return `/api/${model.kind === 'singleType' ? info.singularName : info.pluralName}`;
};

/** `populate[a][populate][b]...` with `tail` as the last value (`true` or `*`). */
function objectPopulate(path: Path, wildcardAfter: boolean): string {
  let prefix = 'populate';
  path.forEach((step, i) => {
    prefix += step.on ? `[${step.key}][on][${step.on}]` : `[${step.key}]`;
    if (i < path.length - 1 || wildcardAfter) prefix += '[populate]';
  });
  return `${prefix}=${wildcardAfter ? '*' : 'true'}`;
}

function restForms(path: Path, index: number): string[] {
  const dotted = path.map((s) => s.key).join('.');
  const forms = [objectPopulate(path, false), `populate=${dotted}`];
  if (path.length < 3 && walkable(path[path.length - 1].uid)) forms.push(objectPopulate(path, true));
  if (index % 3 === 0) forms.push(`populate[0]=${dotted}&populate[1]=${path[0].key}`);
  if (index % 3 === 1) forms.push(`populate=${path[0].key},${dotted}`);
  return forms;
}

async function restCheck(url: string, path: Path): Promise<void> {
  const label = `REST ${url}`;
  const res = await answer(label, () => getJson(app!.url + url));
  if (!res) return;
  const { text, json } = res;
  checkClean(label, text, json);
  if (res.status !== 200 && (res.status < 400 || res.status >= 500)) {
    problems.push(`${label}: answered ${res.status}`);
    return;
  }
  if (res.status !== 200) {
    record(false, path, 0);
    return;
  }
  const keys = path.map((s) => s.key);
  record(true, path, follow((json as { data: Json }).data, keys).length);
  if (path.some((s) => s.kind === 'morph' || s.kind === 'localizations')) {
    problems.push(`${label}: a refused populate answered 200`);
  }
}

// ---------------------------------------------------------------- GraphQL ----------

interface GqlTypeRef {
  kind: string;
  name: string | null;
  ofType?: GqlTypeRef | null;
}
interface GqlField {
  name: string;
  args: Array<{ name: string; type: GqlTypeRef }>;
  type: GqlTypeRef;
}
interface GqlType {
  name: string;
  kind: string;
  fields: GqlField[] | null;
  possibleTypes: Array<{ name: string }> | null;
}
const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { types { name kind possibleTypes { name }
  fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

let gqlTypes = new Map<string, GqlType>();
let typeToUid = new Map<string, string>();

const named = (ref: GqlTypeRef): GqlTypeRef => (ref.ofType ? named(ref.ofType) : ref);
const hasRequiredArgs = (field: GqlField) => field.args.some((a) => a.type.kind === 'NON_NULL');

function leaves(typeName: string): string {
  const type = gqlTypes.get(typeName);
  const fields = (type?.fields ?? []).filter(
    (f) => ['SCALAR', 'ENUM'].includes(named(f.type).kind) && !hasRequiredArgs(f),
  );
  return fields.map((f) => f.name).join(' ');
}

interface GqlStep {
  field: string;
  kind: Kind;
  /** Object type reached, or the union's name. */
  type: string;
}

function gqlEdges(typeName: string): GqlStep[] {
  const out: GqlStep[] = [];
  for (const field of gqlTypes.get(typeName)?.fields ?? []) {
    if (hasRequiredArgs(field)) continue;
    const ref = named(field.type);
    if (ref.kind === 'UNION') {
      const members = (gqlTypes.get(ref.name!)?.possibleTypes ?? []).map((m) => typeToUid.get(m.name));
      const zone = members.length > 0 && members.every((uid) => !!uid && uid in strapi.components);
      out.push({ field: field.name, kind: zone ? 'zone' : 'morph', type: ref.name! });
      continue;
    }
    if (ref.kind !== 'OBJECT') continue;
    let type = ref.name!;
    let kind: Kind;
    if (field.name.endsWith('_connection')) {
      const nodes = gqlTypes.get(type)?.fields?.find((f) => f.name === 'nodes');
      if (!nodes) continue;
      type = named(nodes.type).name!;
      kind = field.name.startsWith('localizations') ? 'localizations' : 'connection';
    } else if (field.name === 'localizations') kind = 'localizations';
    else {
      const uid = typeToUid.get(type);
      if (!uid) continue;
      kind = uid === 'plugin::upload.file' ? 'media' : uid in strapi.components ? 'component' : 'relation';
    }
    out.push({ field: field.name, kind, type });
  }
  return out;
}

function gqlPaths(typeName: string, depth: number): GqlStep[][] {
  const out: GqlStep[][] = [];
  const grow = (path: GqlStep[], at: string) => {
    if (path.length > 0) out.push(path);
    if (path.length === depth || !walkable(typeToUid.get(at))) return;
    for (const step of gqlEdges(at)) {
      if (step.kind === 'morph' || step.kind === 'zone') out.push([...path, step]);
      else grow([...path, step], step.type);
    }
  };
  grow([], typeName);
  return out;
}

function selection(path: GqlStep[], i: number, from: string): string {
  if (i === path.length) return leaves(from);
  const step = path[i];
  let inner: string;
  if (step.kind === 'morph' || step.kind === 'zone') {
    const members = gqlTypes.get(step.type)?.possibleTypes ?? [];
    inner = `__typename ${members.map((m) => `... on ${m.name} { ${leaves(m.name)} }`).join(' ')}`;
  } else inner = selection(path, i + 1, step.type);
  const body = step.field.endsWith('_connection') ? `nodes { ${inner} }` : inner;
  return `${leaves(from)} ${step.field} { ${body} }`;
}

async function gqlCheck(root: string, rootType: string, args: string, path: GqlStep[], locale: string) {
  const query = `query ($locale: I18NLocaleCode) { ${root}${args} { ${selection(path, 0, rootType)} } }`;
  const label = `GraphQL ${locale} ${root}.${path.map((s) => s.field).join('.')}`;
  const res = await answer(label, () => graphql<Record<string, Json>>(app!.url, query, { locale }));
  if (!res) return;
  checkClean(label, res.text, res.json);
  const errors = res.json.errors ?? [];
  const asPath: Path = path.map((s) => ({ key: s.field, kind: s.kind }));
  if (errors.length > 0) {
    for (const error of errors as Array<{ message: string; extensions?: { code?: string } }>) {
      const code = error.extensions?.code ?? '';
      // A refusal names its reason (FORBIDDEN, BAD_USER_INPUT, a validation or limit code).
      if (!code || code === 'INTERNAL_SERVER_ERROR') {
        problems.push(`${label}: error ${code} ${error.message}`);
      }
    }
    record(false, asPath, 0);
    return;
  }
  if (res.status !== 200) problems.push(`${label}: answered ${res.status}`);
  const keys = path.flatMap((s) => (s.field.endsWith('_connection') ? [s.field, 'nodes'] : [s.field]));
  record(true, asPath, follow(res.json.data?.[root], keys).length);
  if (path.some((s) => s.kind === 'morph' || s.kind === 'localizations')) {
    problems.push(`${label}: a refused field answered data`);
  }
}

// ---------------------------------------------------------------- run --------------

beforeAll(async () => {
  app = await startCms();
  if (!app) return;
  strapi = app.strapi;
  await writeDrafts();
  const naming = strapi.plugin('graphql').service('utils').naming as { getTypeName(ct: unknown): string };
  for (const schema of [...models(), ...(Object.values(strapi.components) as unknown as Schema[])]) {
    typeToUid.set(naming.getTypeName(schema), schema.uid);
  }
  const intro = await graphql<{ __schema: { types: GqlType[] } }>(app.url, INTROSPECTION);
  gqlTypes = new Map(intro.json.data!.__schema.types.map((t) => [t.name, t]));
});

const run = cmsTests(() => app);

run('the seed holds what the walk looks for: members-only markers and draft-only text', async () => {
  const related = await getJson(
    `${app!.url}/api/news-articles?locale=en&populate[cover][populate]=related&pagination[pageSize]=100`,
    app!.token,
  );
  expect(related.status).toBe(200);
  expect(count(related.text, MEMBERS_ONLY_BODY_MARKER)).toBeGreaterThan(0);
  expect(count(related.text, DRAFT_MARKER)).toBeGreaterThan(0);
  expect(draftRows(related.json).length).toBeGreaterThan(0);
});

run('a public populate of a file’s related rows is refused, with no stack trace', async () => {
  for (const url of [
    '/api/news-articles?locale=en&populate[cover][populate]=related',
    '/api/brands?locale=en&populate[logo][populate]=related',
    '/api/brands?locale=en&populate[materialFiles][populate]=*',
    '/api/about-page?locale=en&populate[video][populate][related][populate]=*',
    '/api/news-articles?locale=en&populate=localizations',
    '/api/news-articles?locale=en&populate[relatedBrands][populate][localizations]=true',
    '/api/news-articles?locale=en&populate[relatedBrands][populate]=logo.related',
    '/api/news-articles?locale=en&sort=cover.related.id',
    '/api/news-articles?locale=en&filters[cover][related][id][$gt]=0',
    '/api/upload/files?populate=related',
  ]) {
    const res = await getJson(app!.url + url);
    if (res.status !== 400 && res.status !== 403) problems.push(`${url}: answered ${res.status}`);
    checkClean(url, res.text, res.json);
  }
  const gql = await graphql(
    app!.url,
    '{ newsArticles(locale: "en") { cover { related { __typename ... on NewsArticle { body publishedAt } } } } }',
  );
  const codes = (gql.json.errors ?? []).map(
    (e) => (e as { extensions?: { code?: string } }).extensions?.code,
  );
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes)).toEqual(new Set(['FORBIDDEN']));
  checkClean('GraphQL cover.related', gql.text, gql.json);
  expect(problems).toEqual([]);
});

run('REST: every generated populate path, in every form and locale, answers clean', async () => {
  const jobs: Array<{ url: string; path: Path }> = [];
  apiTypes().forEach((model, m) => {
    const base = restBase(model);
    const list = model.kind === 'collectionType' ? '&pagination[pageSize]=100' : '';
    for (const locale of locales) {
      jobs.push({ url: `${base}?locale=${locale}&populate=*${list}`, path: [] });
    }
    samplePaths(model.uid, m + 1).forEach((path, i) => {
      // Paths of one step in every locale; longer ones take the locales in turn.
      const pathLocales = path.length === 1 ? locales : [locales[i % locales.length]];
      for (const locale of pathLocales) {
        for (const form of restForms(path, i)) {
          jobs.push({ url: `${base}?locale=${locale}&${form}${list}`, path });
        }
      }
    });
  });
  await pool(jobs, (job) => restCheck(job.url, job.path));
  console.info(`REST walk: ${jobs.length} requests`);
  expect(problems).toEqual([]);
});

run('GraphQL: every generated selection path, in every locale, answers clean', async () => {
  const naming = strapi.plugin('graphql').service('utils').naming as {
    getTypeName(ct: unknown): string;
    getFindQueryName(ct: unknown): string;
    getFindOneQueryName(ct: unknown): string;
    getFindConnectionQueryName(ct: unknown): string;
  };
  const jobs: Array<() => Promise<void>> = [];
  apiTypes().forEach((model, m) => {
    const typeName = naming.getTypeName(model);
    const single = model.kind === 'singleType';
    const root = single ? naming.getFindOneQueryName(model) : naming.getFindQueryName(model);
    const args = single ? '(locale: $locale)' : '(locale: $locale, pagination: { limit: 100 })';
    const all = gqlPaths(typeName, 3);
    const short = all.filter((p) => p.length < 3);
    const deep = shuffled(
      all.filter((p) => p.length === 3),
      m + 1,
    ).slice(0, MAX_DEEP_PATHS_PER_ROOT);
    [...short, ...deep].forEach((path, i) => {
      const pathLocales = path.length === 1 ? locales : [locales[i % locales.length]];
      for (const locale of pathLocales) jobs.push(() => gqlCheck(root, typeName, args, path, locale));
    });
    if (!single) {
      const connection = naming.getFindConnectionQueryName(model);
      for (const locale of locales) {
        jobs.push(async () => {
          const query = `query ($locale: I18NLocaleCode) { ${connection}(locale: $locale) { nodes { ${leaves(typeName)} } } }`;
          const res = await graphql(app!.url, query, { locale });
          checkClean(`GraphQL ${connection} ${locale}`, res.text, res.json);
          record(!res.json.errors, [], 0);
        });
      }
    }
  });
  await pool(jobs, (job) => job());
  console.info(`GraphQL walk: ${jobs.length} queries`);
  expect(problems).toEqual([]);
});

run('every spelling of status is refused for lists, single documents and single types, in REST', async () => {
  const urls: string[] = [];
  for (const model of apiTypes()) {
    if (!model.options?.draftAndPublish) continue;
    const base = restBase(model);
    const targets = [
      base,
      ...draftDocuments.filter((d) => d.model === model).map((d) => `${base}/${d.documentId}`),
    ];
    for (const target of targets) {
      for (const locale of ['en', '*']) {
        for (const spelling of DRAFT_STATUS_SPELLINGS) urls.push(`${target}?locale=${locale}&${spelling}`);
        // The populate forms reach the same rows through a relation.
        if (model.kind === 'collectionType')
          urls.push(`${target}?locale=${locale}&status=Published&populate=*`);
      }
    }
  }
  const answers: string[] = [];
  await pool(urls, async (url) => {
    const res = await answer(`REST ${url}`, () => getJson(app!.url + url));
    if (!res) return;
    checkClean(`REST ${url}`, res.text, res.json);
    if (res.status !== 403) answers.push(`${url}: answered ${res.status}`);
  });
  console.info(`status spellings: ${urls.length} requests`);
  expect(answers).toEqual([]);
  expect(problems).toEqual([]);
  // Exactly `published` (or none) still answers, without drafts.
  for (const model of apiTypes()) {
    if (!model.options?.draftAndPublish) continue;
    for (const url of [`${restBase(model)}?locale=en&status=published`, `${restBase(model)}?locale=en`]) {
      const res = await getJson(app!.url + url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      checkClean(`REST ${url}`, res.text, res.json);
    }
  }
  expect(problems).toEqual([]);
});

run('every spelling of status is refused or answers published rows only, in GraphQL', async () => {
  const naming = strapi.plugin('graphql').service('utils').naming as {
    getTypeName(ct: unknown): string;
    getFindQueryName(ct: unknown): string;
    getFindOneQueryName(ct: unknown): string;
    getFindConnectionQueryName(ct: unknown): string;
  };
  const jobs: Array<{ label: string; query: string; variables: Record<string, unknown> }> = [];
  for (const model of apiTypes()) {
    if (!model.options?.draftAndPublish) continue;
    const typeName = naming.getTypeName(model);
    const fields = leaves(typeName);
    const roots: Array<{ field: string; args: string; select: string }> = [];
    if (model.kind === 'singleType') {
      roots.push({ field: naming.getFindOneQueryName(model), args: '', select: fields });
    } else {
      roots.push({ field: naming.getFindQueryName(model), args: '', select: fields });
      roots.push({
        field: naming.getFindConnectionQueryName(model),
        args: '',
        select: `nodes { ${fields} }`,
      });
      for (const doc of draftDocuments.filter((d) => d.model === model)) {
        roots.push({
          field: naming.getFindOneQueryName(model),
          args: `documentId: "${doc.documentId}", `,
          select: fields,
        });
      }
    }
    for (const root of roots) {
      for (const locale of ['en', '*']) {
        for (const { argument, variables } of GRAPHQL_DRAFT_STATUS) {
          const declared = variables ? '($status: PublicationStatus)' : '';
          jobs.push({
            label: `GraphQL ${root.field}(${root.args}${argument}) ${locale} ${JSON.stringify(variables ?? {})}`,
            query: `query ${declared} { ${root.field}(${root.args}locale: "${locale}", ${argument}) { ${root.select} } }`,
            variables: variables ?? {},
          });
        }
      }
    }
  }
  let refused = 0;
  await pool(jobs, async ({ label, query, variables }) => {
    const res = await answer(label, () => graphql(app!.url, query, variables));
    if (!res) return;
    checkClean(label, res.text, res.json);
    const errors = (res.json.errors ?? []) as Array<{ extensions?: { code?: string } }>;
    if (errors.length === 0) {
      problems.push(`${label}: answered data`);
      return;
    }
    refused += 1;
    for (const error of errors) {
      const code = error.extensions?.code ?? '';
      if (!code || code === 'INTERNAL_SERVER_ERROR') problems.push(`${label}: error ${code}`);
    }
  });
  console.info(`GraphQL status spellings: ${jobs.length} queries`);
  expect(problems).toEqual([]);
  expect(refused).toBe(jobs.length);
});

run('the walk reached data through every kind of path the public may take', async () => {
  console.info(`walk tally: ${JSON.stringify(tally)}`);
  expect(problems).toEqual([]);
  expect(tally.ok).toBeGreaterThan(100);
  expect(tally.refused).toBeGreaterThan(0);
  for (const kind of ['relation', 'media', 'component', 'connection'] as const) {
    expect({ kind, reached: tally.reached[kind] > 0 }).toEqual({ kind, reached: true });
  }
  for (const kind of ['morph', 'localizations'] as const) expect(tally.refusedKinds[kind]).toBeGreaterThan(0);
  // Three-step paths are tried; in this schema each of them passes a refused step
  // (`localizations`, a file's `related`) or a model the public cannot populate.
  expect(tally.deepestTried).toBe(3);
  expect(tally.deepestReached).toBeGreaterThanOrEqual(2);
});
