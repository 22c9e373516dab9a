import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { env } from '@strapi/utils';
import pluginsConfig from '../config/plugins';
import { corsOrigins } from '../src/hardening/cors';
import { DEFAULT_GRAPHQL_LIMITS, measureDocument } from '../src/hardening/graphql-limits';
import { PUBLIC_LIMITS, RequestGate, populatedRelations } from '../src/hardening/public-limits';
import type { Model } from '../src/members-only/model';
import { modelGetter } from '../src/members-only/strapi-models';
import { closeSignUp, REGISTER_ACTION } from '../src/hardening/sign-up';
import { EDITOR_EMAIL, editorPasswordFile, ensureEditor, generatePassword } from '../scripts/seed/access';
import { startCms, type CmsApp } from './helpers/cms-app';
import { getJson, graphql } from './helpers/http';
import { DRAFT_STATUS_SPELLINGS } from './helpers/status-spellings';
import { parse } from 'graphql';

const SITE = 'http://site.example.test';
const ADMIN = 'http://cms.example.test';
const FOREIGN = 'https://attacker.example';
/** Lower than the default, so that the small test seed can exceed it. */
const FIELD_BUDGET = 3000;

type GraphqlError = { message: string; extensions?: Record<string, unknown> };

let app: CmsApp | null;
const saved = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, {
    // Apollo would add stack traces in development, as `npm start` runs the CMS.
    NODE_ENV: 'development',
    SITE_URL: SITE,
    CMS_PUBLIC_URL: ADMIN,
    // What production sets by default.
    CMS_GRAPHQL_INTROSPECTION: 'false',
    CMS_GRAPHQL_MAX_FIELDS: String(FIELD_BUDGET),
  });
  app = await startCms();
});

afterAll(async () => {
  await app?.stop();
  process.env = saved;
});

const run = (name: string, fn: () => Promise<void>) =>
  test(name, async () => {
    if (!app) return;
    await fn();
  });

const userCount = () => app!.strapi.db.query('plugin::users-permissions.user').count();

const limitError = (answer: { status: number; json: { data?: unknown; errors?: GraphqlError[] } }) => {
  expect(answer.status).toBe(400);
  expect(answer.json.data).toBeUndefined();
  expect(answer.json.errors?.[0]?.extensions?.code).toBe('OPERATION_LIMIT');
  return answer.json.errors![0].message;
};

describe('public sign-up is closed', () => {
  run('REST register is gone and creates no user', async () => {
    const res = await fetch(`${app!.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'intruder',
        email: 'intruder@example.com',
        password: 'Intruder-2024!',
      }),
    });
    const text = await res.text();
    expect([404, 405]).toContain(res.status);
    expect(text).not.toContain('jwt');
    expect(await userCount()).toBe(0);
  });

  run('the GraphQL register mutation is refused and creates no user', async () => {
    const res = await graphql<{ register?: { jwt: string } }>(
      app!.url,
      `
        mutation {
          register(
            input: { username: "intruder", email: "intruder@example.com", password: "Intruder-2024!" }
          ) {
            jwt
          }
        }
      `,
    );
    expect(res.json.data?.register ?? null).toBeNull();
    expect(res.json.errors?.[0]?.message).toBe('Sign-up is closed');
    expect(res.json.errors?.[0] && (res.json.errors[0] as GraphqlError).extensions?.code).toBe('FORBIDDEN');
    expect(res.text).not.toContain('"jwt":"');
    expect(await userCount()).toBe(0);
  });

  run(
    'allow_register is false and no role holds the register permission, also after a change in the admin',
    async () => {
      const store = app!.strapi.store({ type: 'plugin', name: 'users-permissions' });
      const permissions = app!.strapi.db.query('plugin::users-permissions.permission');
      expect(((await store.get({ key: 'advanced' })) as { allow_register: boolean }).allow_register).toBe(
        false,
      );
      expect(await permissions.count({ where: { action: REGISTER_ACTION } })).toBe(0);

      const publicRole = (await app!.strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'public' } })) as { id: number };
      const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown>;
      await store.set({ key: 'advanced', value: { ...advanced, allow_register: true } });
      await permissions.create({ data: { action: REGISTER_ACTION, role: publicRole.id } });
      await closeSignUp(app!.strapi);
      expect(((await store.get({ key: 'advanced' })) as { allow_register: boolean }).allow_register).toBe(
        false,
      );
      expect(await permissions.count({ where: { action: REGISTER_ACTION } })).toBe(0);
      // The rest of the public role's permissions are untouched.
      expect(await permissions.count({ where: { role: publicRole.id } })).toBeGreaterThan(10);
    },
  );
});

describe('drafts stay behind the server token whatever the spelling of status', () => {
  run('lists, single documents and single types refuse every status but exactly "published"', async () => {
    const first = await getJson<{ data: Array<{ documentId: string }> }>(
      `${app!.url}/api/news-articles?locale=en&pagination[pageSize]=1`,
    );
    const targets = [
      '/api/news-articles',
      `/api/news-articles/${first.json.data[0].documentId}`,
      '/api/about-page',
    ];
    const answers: string[] = [];
    for (const target of targets) {
      for (const locale of ['en', '*']) {
        for (const spelling of DRAFT_STATUS_SPELLINGS) {
          const res = await fetch(`${app!.url}${target}?locale=${locale}&${spelling}`);
          await res.text();
          if (res.status !== 403) answers.push(`${target}?locale=${locale}&${spelling}: ${res.status}`);
        }
      }
      const published = await fetch(`${app!.url}${target}?locale=en&status=published`);
      expect({ target, status: published.status }).toEqual({ target, status: 200 });
      // The server token still reads drafts, in any spelling Strapi reads as one.
      const withToken = await fetch(`${app!.url}${target}?locale=en&status=Draft`, {
        headers: { Authorization: `Bearer ${app!.token}` },
      });
      expect({ target, status: withToken.status }).toEqual({ target, status: 200 });
    }
    expect(answers).toEqual([]);
  });
});

describe('malformed queries', () => {
  /** Filters and sorts Strapi cannot build a query from (most answered 500, the others ignored the operator). */
  const MALFORMED = [
    'filters[id][$eq][$eq]=1',
    'filters[$and]=x',
    'filters[id][$between]=1',
    'populate[category][filters][name][$eq][$eq]=a',
    'filters[$or][0]=x',
    'filters[$not]=x',
    'filters[id][$in][$eq]=1',
    'filters[title][$null][$eq]=1',
    'filters[category][name][$eq][$eq]=a',
    'filters[id][$between][0]=1',
    'filters[date][$gt][$lt]=2020',
    'sort[title][x]=asc',
  ];

  run('answer 400 with a validation error, public and with the token, never 500', async () => {
    const answers: string[] = [];
    for (const query of MALFORMED) {
      for (const token of [undefined, app!.token]) {
        for (const target of ['/api/news-articles', '/api/about-page']) {
          const res = await getJson<{ error?: { name?: string } }>(
            `${app!.url}${target}?locale=en&${query}`,
            token,
          );
          const name = res.json.error?.name;
          if (res.status !== 400 || name !== 'ValidationError')
            answers.push(`${token ? 'token' : 'public'} ${target}?${query}: ${res.status} ${name}`);
          expect(res.text).not.toMatch(/\n\s+at |node_modules|select |from "/i);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  run('well-formed filters still answer', async () => {
    for (const query of [
      'filters[id][$eq]=1',
      'filters[id][$between][0]=1&filters[id][$between][1]=5',
      'filters[$and][0][id][$gt]=0',
    ]) {
      const res = await fetch(`${app!.url}/api/news-articles?locale=en&${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
  });
});

describe('editor account and headers', () => {
  const adminLogin = (password: string) =>
    fetch(`${app!.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EDITOR_EMAIL, password }),
    });

  run('a fresh seed gives the editor a generated password, kept in a file only its owner reads', async () => {
    const file = editorPasswordFile();
    expect(file.startsWith(process.env.CMS_DATA_DIR!)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await adminLogin(password)).status).toBe(200);
    // The password the repository used to document opens nothing.
    expect((await adminLogin('Editor-Demo-2024!')).status).toBe(400);
    expect(generatePassword()).not.toBe(generatePassword());
  });

  run('CMS_EDITOR_PASSWORD, when set, is the password and nothing is written', async () => {
    // As on a fresh database: the seeded editor moves out of the way.
    await app!.strapi.db
      .query('admin::user')
      .update({ where: { email: EDITOR_EMAIL }, data: { email: 'former-editor@example.com' } });
    rmSync(editorPasswordFile());
    process.env.CMS_EDITOR_PASSWORD = 'Chosen-Passw0rd-for-test';
    try {
      expect(await ensureEditor(app!.strapi)).toEqual({ state: 'created', generated: false });
    } finally {
      delete process.env.CMS_EDITOR_PASSWORD;
    }
    expect(existsSync(editorPasswordFile())).toBe(false);
    expect((await adminLogin('Chosen-Passw0rd-for-test')).status).toBe(200);
    expect(await ensureEditor(app!.strapi)).toEqual({ state: 'kept' });
  });

  run('no answer names the software in X-Powered-By', async () => {
    for (const [path, init] of [
      ['/api/news-articles?locale=en', {}],
      ['/api/news-articles?locale=en&status=draft', {}],
      ['/_health', {}],
      ['/no-such-path', {}],
      [
        '/graphql',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        },
      ],
    ] as const) {
      const res = await fetch(`${app!.url}${path}`, init as RequestInit);
      await res.arrayBuffer();
      expect({ path, poweredBy: res.headers.get('x-powered-by') }).toEqual({ path, poweredBy: null });
    }
  });
});

describe('public read limits', () => {
  type Rest = { data?: unknown[] | Record<string, unknown>; error?: { name?: string; message?: string } };
  const rest = (path: string, token?: string) => getJson<Rest>(`${app!.url}${path}`, token);

  run('REST lists: at most 100 items per page, whatever the spelling; the token reads more', async () => {
    for (const pagination of [
      'pagination[limit]=100000',
      'pagination[pageSize]=100000',
      'pagination[pageSize]=101',
      'pagination[limit]=101',
      'pagination[pageSize]=1&pagination[pageSize]=100000',
      'pagination[limit]=1&pagination[limit]=100000',
      'pagination[pageSize][]=100000',
      'pagination[limit]=-1',
      'pagination[pageSize]=-1',
      'pagination[pageSize]=1e5',
      'pagination[pageSize]=0x7fffffff',
      'pagination[pageSize]=%2B100000',
      'pagination[page]=1&pagination[page]=2',
      'pagination=all',
    ]) {
      for (const target of ['/api/news-articles', '/api/enterprises', '/api/tags']) {
        const res = await rest(`${target}?locale=en&${pagination}`);
        expect({ pagination, target, status: res.status, error: res.json.error?.name }).toEqual({
          pagination,
          target,
          status: 400,
          error: 'ValidationError',
        });
      }
    }
    const hundred = await rest('/api/enterprises?locale=en&pagination[pageSize]=100');
    expect(hundred.status).toBe(200);
    expect((hundred.json.data as unknown[]).length).toBeGreaterThan(25);
    const offset = await rest('/api/enterprises?locale=en&pagination[start]=5&pagination[limit]=100');
    expect(offset.status).toBe(200);
    for (const pagination of ['pagination[pageSize]=1000', 'pagination[limit]=-1']) {
      const withToken = await rest(`/api/enterprises?locale=en&${pagination}`, app!.token);
      expect({ pagination, status: withToken.status }).toEqual({ pagination, status: 200 });
    }
  });

  run(
    'REST: items × (1 + populated relations) above 1000 is refused; a single document counts one',
    async () => {
      const model = app!.strapi.contentType('api::news-article.news-article') as unknown as Model;
      const getModel = modelGetter(app!.strapi);
      const populate =
        'populate[relatedBrands][populate]=*&populate[tags]=true&populate[cover]=true&populate[category]=true';
      const relations = populatedRelations(
        { relatedBrands: { populate: '*' }, tags: 'true', cover: 'true', category: 'true' },
        model,
        getModel,
      );
      expect(relations).toBeGreaterThanOrEqual(8);
      const most = Math.floor(PUBLIC_LIMITS.maxCost / (1 + relations));
      const ok = await rest(`/api/news-articles?locale=en&${populate}&pagination[pageSize]=${most}`);
      expect(ok.status).toBe(200);
      const over = await rest(`/api/news-articles?locale=en&${populate}&pagination[pageSize]=${most + 1}`);
      expect(over.status).toBe(400);
      expect(over.json.error?.message).toMatch(/costs \d+ .*at most 1000/);
      // The default page (25 items) counts too: `populate` alone can exceed the budget.
      const first = (await rest('/api/news-articles?locale=en&pagination[pageSize]=1')).json.data as Array<{
        documentId: string;
      }>;
      const one = await rest(`/api/news-articles/${first[0].documentId}?locale=en&${populate}`);
      expect(one.status).toBe(200);
      const withToken = await rest(
        `/api/news-articles?locale=en&${populate}&pagination[pageSize]=500`,
        app!.token,
      );
      expect(withToken.status).toBe(200);
    },
  );

  test('REST populate counts every form once per path', () => {
    const getModel = (uid: string): Model | undefined =>
      (
        ({
          news: {
            uid: 'news',
            attributes: {
              title: { type: 'string' },
              tags: { type: 'relation', target: 'tag' },
              brands: { type: 'relation', target: 'brand' },
              cover: { type: 'media' },
              blocks: { type: 'dynamiczone', components: ['quote'] },
            },
          },
          tag: { uid: 'tag', attributes: { name: { type: 'string' } } },
          brand: {
            uid: 'brand',
            attributes: { logo: { type: 'media' }, tag: { type: 'relation', target: 'tag' } },
          },
          quote: { uid: 'quote', attributes: { author: { type: 'relation', target: 'brand' } } },
          'plugin::upload.file': { uid: 'plugin::upload.file', attributes: { name: { type: 'string' } } },
        }) as Record<string, Model>
      )[uid];
    const news = getModel('news')!;
    expect(populatedRelations(undefined, news, getModel)).toBe(0);
    expect(populatedRelations('*', news, getModel)).toBe(4);
    expect(populatedRelations('tags,brands.logo,brands', news, getModel)).toBe(3);
    expect(populatedRelations(['brands.*', 'tags'], news, getModel)).toBe(4);
    expect(
      populatedRelations({ brands: { populate: { logo: true, tag: true } }, title: true }, news, getModel),
    ).toBe(3);
    expect(populatedRelations({ brands: '*', cover: 'true' }, news, getModel)).toBe(4);
    expect(
      populatedRelations(
        { blocks: { on: { quote: { populate: { author: { populate: '*' } } } } } },
        news,
        getModel,
      ),
    ).toBe(4);
  });

  const NINE = `relatedBrands { name logo { url } category { name } materialFiles { url } }
    tags { name } cover { url } category { name } c2: category { slug } c3: cover { name }`;

  run('GraphQL lists: at most 100 items per root list for the public, also through variables', async () => {
    for (const [query, variables] of [
      [
        '{ newsArticles(locale: "en", pagination: { pageSize: 1000 }) { title body relatedBrands { name } tags { name } cover { url } } }',
        {},
      ],
      ['{ newsArticles(locale: "en", pagination: { pageSize: 101 }) { title } }', {}],
      ['{ newsArticles(locale: "en", pagination: { limit: -1 }) { title } }', {}],
      ['{ enterprises_connection(locale: "en", pagination: { limit: 500 }) { nodes { name } } }', {}],
      [
        'query ($p: PaginationArg) { tags(locale: "en", pagination: $p) { name } }',
        { p: { pageSize: 1000 } },
      ],
    ] as const) {
      const res = await graphql(app!.url, query, variables);
      expect(limitError(res)).toMatch(/asks for \d+ items; at most 100 per list without the server token/);
      const withToken = await graphql(app!.url, query, variables, app!.token);
      expect(withToken.status).toBe(200);
      expect(withToken.json.errors).toBeUndefined();
    }
    const hundred = await graphql<{ enterprises: unknown[] }>(
      app!.url,
      '{ enterprises(locale: "en", pagination: { pageSize: 100 }) { name } }',
    );
    expect(hundred.status).toBe(200);
    expect(hundred.json.data!.enterprises.length).toBeGreaterThan(25);
  });

  test('a request gate runs at most its size at once, and everything it is given', async () => {
    const gate = new RequestGate(3);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gate
          .run(async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, (i % 4) + 1));
            running -= 1;
            done.push(i);
            if (i === 7) throw new Error('one fails');
          })
          .catch(() => undefined),
      ),
    );
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(await gate.run(() => 'free again')).toBe('free again');
  });

  run('a public operation queues a few relation loads at a time; the token’s are not held back', async () => {
    const knex = app!.strapi.db.connection as unknown as {
      on(event: string, listener: () => void): void;
      off(event: string, listener: () => void): void;
      client: { pool: { numPendingAcquires(): number; numUsed(): number } };
    };
    const query = `{ newsArticles(locale: "en", pagination: { pageSize: 30 }) { title ${NINE} } }`;
    const inFlight = async (token?: string) => {
      let most = 0;
      const sample = () => {
        const { pool } = knex.client;
        most = Math.max(most, pool.numPendingAcquires() + pool.numUsed());
      };
      knex.on('query', sample);
      try {
        const res = await graphql(app!.url, query, {}, token);
        expect(res.json.errors).toBeUndefined();
      } finally {
        knex.off('query', sample);
      }
      return most;
    };
    const open = await inFlight(app!.token);
    const gated = await inFlight();
    // The root list's own query and the members-only guard's look-ups come on top of the gate's four.
    expect(gated).toBeLessThanOrEqual(PUBLIC_LIMITS.loadsInFlight + 2);
    expect(open).toBeGreaterThan(PUBLIC_LIMITS.loadsInFlight * 3);
  });

  run(
    'GraphQL: items × (1 + relations per item) above 1000 is refused, fragments and connections counted',
    async () => {
      // 100 news × (1 + 9 relations) = 1000: the heaviest public list.
      const heaviest = await graphql(
        app!.url,
        `{ newsArticles(locale: "en", pagination: { pageSize: 100 }) { title body ${NINE} } }`,
      );
      expect(heaviest.status).toBe(200);
      expect(heaviest.json.errors).toBeUndefined();
      const refused = [
        `{ newsArticles(locale: "en", pagination: { pageSize: 100 }) { title ${NINE} c4: category { name } } }`,
        `{ newsArticles(locale: "en", pagination: { pageSize: 91 }) { ...N c4: category { name } } } fragment N on NewsArticle { ${NINE} }`,
        `{ newsArticles_connection(locale: "en", pagination: { pageSize: 100 }) { nodes { ${NINE} tags_connection { nodes { name } } } pageInfo { total } } }`,
        `{ a: newsArticles(locale: "en", pagination: { pageSize: 100 }) { ${NINE} } b: tags(locale: "en", pagination: { limit: 1 }) { name } }`,
        // Without pagination a list counts Strapi's default of 100 items.
        `{ newsArticles(locale: "en") { ${NINE} c4: category { name } } }`,
      ];
      for (const query of refused) {
        expect(limitError(await graphql(app!.url, query))).toMatch(
          /costs \d+ .*at most 1000 without the server token/,
        );
        const withToken = await graphql(app!.url, query, {}, app!.token);
        expect(withToken.status).toBe(200);
      }
      // A single document counts one item.
      const single = await graphql(
        app!.url,
        `
          {
            aboutPage(locale: "en") {
              title
              video {
                url
              }
              videoPoster {
                url
              }
            }
          }
        `,
      );
      expect(single.json.errors).toBeUndefined();
    },
  );
});

describe('CORS', () => {
  const request = (path: string, origin: string | undefined, init: RequestInit = {}) =>
    fetch(`${app!.url}${path}`, {
      ...init,
      headers: { ...(origin ? { Origin: origin } : {}), ...(init.headers as Record<string, string>) },
    });
  const gql = (origin: string | undefined) =>
    request('/graphql', origin, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ newsArticles(locale: "en", pagination: { limit: 1 }) { title } }' }),
    });
  const preflight = (path: string, origin: string) =>
    request(path, origin, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });

  run(
    'a foreign origin gets no Access-Control-Allow-Origin nor credentials, on REST, GraphQL and preflight',
    async () => {
      for (const res of [
        await request('/api/news-articles?locale=en', FOREIGN),
        await gql(FOREIGN),
        await preflight('/graphql', FOREIGN),
        await preflight('/api/news-articles', FOREIGN),
      ]) {
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    },
  );

  run('the site and the admin origins are allowed', async () => {
    for (const origin of [SITE, ADMIN]) {
      for (const res of [
        await request('/api/news-articles?locale=en', origin),
        await gql(origin),
        await preflight('/graphql', origin),
      ]) {
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      }
    }
  });

  run('server-side callers (no Origin) are served as before', async () => {
    const rest = await request('/api/news-articles?locale=en', undefined);
    expect(rest.status).toBe(200);
    const graph = await gql(undefined);
    expect(graph.status).toBe(200);
    expect(((await graph.json()) as { data: { newsArticles: unknown[] } }).data.newsArticles).toHaveLength(1);
  });

  test('origins come from SITE_URL and CMS_PUBLIC_URL, else the local defaults', () => {
    expect(
      corsOrigins({ SITE_URL: 'https://www.example.com/', CMS_PUBLIC_URL: 'https://cms.example.com/x' }),
    ).toEqual(['https://www.example.com', 'https://cms.example.com']);
    expect(corsOrigins({ CMS_PORT: '1400', CMS_CORS_ORIGINS: 'https://a.example, not a url' })).toEqual([
      'http://localhost:8000',
      'http://localhost:1400',
      'http://127.0.0.1:1400',
      'https://a.example',
    ]);
  });
});

describe('GraphQL errors and introspection', () => {
  const noInternals = (text: string) => {
    expect(text).not.toContain('stacktrace');
    expect(text).not.toMatch(/\n\s+at |\/node_modules\/|\/cms\/dist\//);
  };

  run('no stack trace in validation, resolver or server errors, in development mode', async () => {
    const answers = [
      await graphql(app!.url, '{ newsArticles(locale: "en") { noSuchField } }'),
      await graphql(
        app!.url,
        '{ newsArticles(locale: "en", filters: { body: { contains: "a" } }) { title } }',
      ),
      await graphql(app!.url, '{ newsArticles(locale: "xx-not-a-locale") { title } }'),
      await graphql(app!.url, 'query { newsArticles( }'),
    ];
    for (const answer of answers) {
      expect(answer.json.errors?.length).toBeGreaterThan(0);
      noInternals(answer.text);
    }
  });

  run('introspection is refused with the production setting, and schema hints are left out', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "NewsArticle") { fields { name } } }',
    ]) {
      const res = await graphql(app!.url, query);
      expect(res.status).toBe(400);
      expect(res.json.data).toBeUndefined();
      expect(res.json.errors?.[0]?.message).toMatch(/introspection/i);
    }
    const typo = await graphql(app!.url, '{ newsArticle(locale: "en") { title } }');
    expect(typo.text).not.toMatch(/Did you mean/);
  });

  test('the plugin config turns introspection, the landing page and stack traces off in production', () => {
    const config = (nodeEnv: string) => {
      const before = process.env.NODE_ENV;
      const introspection = process.env.CMS_GRAPHQL_INTROSPECTION;
      process.env.NODE_ENV = nodeEnv;
      delete process.env.CMS_GRAPHQL_INTROSPECTION;
      try {
        return (pluginsConfig({ env }) as { graphql: { config: Record<string, unknown> } }).graphql.config;
      } finally {
        process.env.NODE_ENV = before;
        process.env.CMS_GRAPHQL_INTROSPECTION = introspection;
      }
    };
    const production = config('production');
    expect(production.landingPage).toBe(false);
    expect(production.apolloServer).toMatchObject({
      introspection: false,
      hideSchemaDetailsFromClientErrors: true,
      includeStacktraceInErrorResponses: false,
      cors: false,
    });
    const development = config('development');
    expect(development.apolloServer).toMatchObject({
      introspection: true,
      includeStacktraceInErrorResponses: false,
    });
    expect(development).toMatchObject({ depthLimit: 10, maxLimit: 1000, defaultLimit: 100 });
  });
});

/** Fields in an answer: one per key, as each key is one resolved field. */
const fieldsIn = (value: unknown): number =>
  Array.isArray(value)
    ? value.reduce((sum: number, item) => sum + fieldsIn(item), 0)
    : value && typeof value === 'object'
      ? Object.values(value).reduce((sum: number, item) => sum + 1 + fieldsIn(item), 0)
      : 0;

describe('GraphQL operation limits', () => {
  const aliases = (count: number, pageSize: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: newsArticles(locale: "en", pagination: { pageSize: ${pageSize} }) { title }`).join(' ')} }`;

  run('the probe’s alias flood (50 aliases × pageSize 1000) is refused before any work', async () => {
    expect(limitError(await graphql(app!.url, aliases(50, 1000)))).toMatch(/50 aliases; at most 10/);
  });

  run('the endpoint is guarded however its path is spelled, and for GET', async () => {
    for (const path of ['/GraphQL', '/graphql/']) {
      const res = await fetch(`${app!.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: aliases(11, 1) }),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/11 aliases/);
    }
    const get = await fetch(`${app!.url}/graphql?query=${encodeURIComponent(aliases(11, 1))}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/11 aliases/);
  });

  run('11 aliases are refused, also when hidden in fragments; 10 small ones pass', async () => {
    expect(limitError(await graphql(app!.url, aliases(11, 1)))).toMatch(/11 aliases/);
    const viaFragments = `query { ...A ...B }
      fragment A on Query { ${Array.from({ length: 6 }, (_, i) => `a${i}: tags(locale: "en", pagination: { limit: 1 }) { name }`).join(' ')} }
      fragment B on Query { ${Array.from({ length: 6 }, (_, i) => `b${i}: tags(locale: "en", pagination: { limit: 1 }) { name }`).join(' ')} }`;
    expect(limitError(await graphql(app!.url, viaFragments))).toMatch(/12 aliases/);
    const ok = await graphql<Record<string, unknown[]>>(app!.url, aliases(10, 1));
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json.data!)).toHaveLength(10);
  });

  const nested = (levels: number) => {
    let inner = 'title';
    for (let i = 0; i < levels; i += 1) inner = `title localizations(pagination: { limit: 1 }) { ${inner} }`;
    return `{ newsArticles(locale: "en", pagination: { limit: 1 }) { ${inner} } }`;
  };

  run('depth: 10 nested levels pass, 11 are refused', async () => {
    // Localizations are for the full-access token only.
    const ok = await graphql(app!.url, nested(9), {}, app!.token);
    expect(ok.status).toBe(200);
    expect(ok.json.errors).toBeUndefined();
    expect(limitError(await graphql(app!.url, nested(10), {}, app!.token))).toMatch(
      /nested 11 levels deep; at most 10/,
    );
  });

  run('a fragment bomb and a fragment cycle are refused before validation', async () => {
    const levels = 8;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on NewsArticle { title }`
        : `fragment F${i} on NewsArticle { ${Array.from({ length: 20 }, () => `...F${i + 1}`).join(' ')} }`,
    ).join('\n');
    const bomb = `{ newsArticles(locale: "en", pagination: { limit: 1 }) { ...F0 } }\n${fragments}`;
    expect(limitError(await graphql(app!.url, bomb))).toMatch(
      /selects \d+ fields with its fragments expanded/,
    );
    const cycle = `{ newsArticles(locale: "en") { ...A } } fragment A on NewsArticle { title ...B } fragment B on NewsArticle { ...A }`;
    expect(limitError(await graphql(app!.url, cycle))).toMatch(/spreads itself/);
  });

  run('a list asking for more than 1000 items is refused, literal or through variables', async () => {
    expect(
      limitError(
        await graphql(app!.url, '{ newsArticles(locale: "en", pagination: { pageSize: 5000 }) { title } }'),
      ),
    ).toMatch(/"newsArticles" asks for 5000 items; at most 1000/);
    expect(
      limitError(
        await graphql(
          app!.url,
          'query ($n: Int) { tags(locale: "en", pagination: { limit: 1 }) { name } newsArticles_connection(locale: "en", pagination: { page: 1, pageSize: $n }) { nodes { title } } }',
          { n: 1001 },
        ),
      ),
    ).toMatch(/1001 items/);
    expect(
      limitError(
        await graphql(
          app!.url,
          '{ newsArticles(locale: "en", pagination: { limit: 1 }) { tags(pagination: { limit: 2000 }) { name } } }',
        ),
      ),
    ).toMatch(/"tags" asks for 2000 items/);
  });

  run('root lists may ask for 1000 items together: one list of 1000 passes, 2 × 600 is refused', async () => {
    // With the server token: the public's lists stop at 100 items (below).
    const one = await graphql(
      app!.url,
      '{ newsArticles(locale: "en", pagination: { limit: -1 }) { title } }',
      {},
      app!.token,
    );
    expect(one.status).toBe(200);
    const pagination = { p: { pageSize: 600 } };
    const two = await graphql(
      app!.url,
      'query ($p: PaginationArg) { a: newsArticles(locale: "en", pagination: $p) { title } b: brands(locale: "en", pagination: $p) { name } }',
      pagination,
    );
    expect(limitError(two)).toMatch(/1200 items together; at most 1000/);
    // Without pagination every list counts as the default 100.
    const defaults = await graphql(
      app!.url,
      `{ ${Array.from({ length: 9 }, (_, i) => `a${i}: tags(locale: "en") { name }`).join(' ')} n: newsArticles(locale: "en", pagination: { limit: 101 }) { title } }`,
    );
    expect(limitError(defaults)).toMatch(/1001 items together/);
  });

  run('an answer beyond the resolved-field budget is refused whole', async () => {
    // News with their localizations and theirs, five times: the relations multiply it
    // (about 1200 fields per list with the test seed, 6000 in all).
    const list = `newsArticles(locale: "en", pagination: { limit: 200 }) {
      documentId title slug summary date hot membersOnly detailSynced
      localizations { documentId title slug summary date localizations { documentId title slug summary date } }
    }`;
    const query = `{ ${Array.from({ length: 5 }, (_, i) => `a${i}: ${list}`).join(' ')} }`;
    const single = await graphql(app!.url, `{ ${list} }`, {}, app!.token);
    expect(single.status).toBe(200);
    const res = await graphql(app!.url, query, {}, app!.token);
    expect(limitError(res)).toBe(
      `The answer would hold more than ${FIELD_BUDGET} fields; ask for fewer items or fields.`,
    );
    expect(res.json.errors).toHaveLength(1);
    expect(res.text).not.toContain('"title"');
  });

  run("the site build's own queries pass, public and with the full-access token", async () => {
    // The shapes of plugins/gatsby-source-cms/src/content-types.ts (itemsQuery, listQuery).
    const FILE = 'url name mime size alternativeText';
    const REF = 'documentId slug';
    const items = `query ($locale: I18NLocaleCode, $page: Int, $pageSize: Int, $filters: NewsArticleFiltersInput) {
      newsArticles_connection(locale: $locale, filters: $filters, pagination: { page: $page, pageSize: $pageSize }, sort: ["documentId:asc"]) {
        nodes { documentId updatedAt title slug date hot membersOnly detailSynced summary cover { ${FILE} } category { ${REF} }
          tags(pagination: { limit: 1000 }) { ${REF} } relatedBrands(pagination: { limit: 1000 }) { documentId } body }
        pageInfo { pageCount }
      }
    }`;
    const list = `query ($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
      enterprises_connection(locale: $locale, pagination: { page: $page, pageSize: $pageSize }, sort: ["documentId:asc"]) {
        nodes { documentId updatedAt membersOnly }
        pageInfo { pageCount }
      }
    }`;
    for (const token of [undefined, app!.token]) {
      for (const [query, field] of [
        [items, 'newsArticles_connection'],
        [list, 'enterprises_connection'],
      ] as const) {
        const res = await graphql<Record<string, { nodes: unknown[] }>>(
          app!.url,
          query,
          { locale: 'ja', page: 1, pageSize: 100 },
          token,
        );
        expect(res.status).toBe(200);
        expect(res.json.errors).toBeUndefined();
        const { nodes } = res.json.data![field];
        expect(nodes.length).toBeGreaterThan(0);
        // A page of 1000 such items stays within the default resolved-field budget.
        expect((fieldsIn(nodes) / nodes.length) * 1000).toBeLessThan(
          DEFAULT_GRAPHQL_LIMITS.maxResolvedFields,
        );
      }
    }
  });

  test('the measure is linear in the document, whatever the fragment expansion', () => {
    const fragments = Array.from(
      { length: 30 },
      (_, i) =>
        `fragment F${i} on Query { ${i === 29 ? 'a: x' : Array.from({ length: 50 }, () => `...F${i + 1}`).join(' ')} }`,
    ).join('\n');
    const [shape] = [...measureDocument(parse(`{ ...F0 }\n${fragments}`)).values()];
    expect(shape.aliases).toBeGreaterThan(DEFAULT_GRAPHQL_LIMITS.maxAliases);
    expect(shape.selections).toBeGreaterThan(1e40);
  });
});
