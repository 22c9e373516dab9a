import fs from 'fs';
import Fastify, { type RouteOptions } from 'fastify';
import { openPartsStore, type PartsStore } from '@site/parts';
import { serverOptions, websiteApi } from '../src/app';
import { loadConfig } from '../src/config';
import { OPENAPI_FILE_PATH, openApiDocument } from '../src/openapi-document';
import { OPENAPI_PATH } from '../src/lib/openapi';
import { createTestApp, testConfig } from './helpers/app';
import { get } from './helpers/client';
import { createTestDatabase } from './helpers/database';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every route the API registers, as `onRoute` sees it. */
async function registeredRoutes(store: PartsStore): Promise<RouteOptions[]> {
  const database = await createTestDatabase('sqlite');
  const config = testConfig();
  const app = Fastify(serverOptions(config, false));
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(websiteApi, { config, db: database.db, partsStore: store, mail: { autoStart: false } });
  await app.ready();
  await app.close();
  await database.drop();
  return routes;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  let store: PartsStore;
  let document: Document;

  beforeAll(async () => {
    store = await openPartsStore({ kind: 'sqlite', path: ':memory:' });
    document = (await openApiDocument()) as Document;
  });
  afterAll(() => store.close());

  it('is kept up to date in docs/api/openapi.json (npm run openapi -w website-api)', async () => {
    expect(JSON.parse(fs.readFileSync(OPENAPI_FILE_PATH, 'utf8'))).toEqual(document);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every route with its request and answer schemas', async () => {
    const routes = (await registeredRoutes(store)).filter(
      (route) => route.url !== OPENAPI_PATH && (route.url.startsWith('/website/') || route.url === '/health'),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      for (const method of methods) {
        const where = `${method} ${route.url}`;
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect({ where, listed: operation !== undefined }).toEqual({ where, listed: true });
        const schema = route.schema ?? {};
        const declared = (place: string, names: object | undefined) =>
          Object.keys((names as { shape?: object } | undefined)?.shape ?? {}).map(
            (name) => `${place}:${name}`,
          );
        const expected = [
          ...declared('query', schema.querystring as object),
          ...declared('path', schema.params as object),
        ];
        const documented = (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`);
        expect({ where, missing: expected.filter((p) => !documented.includes(p)) }).toEqual({
          where,
          missing: [],
        });
        if (schema.body)
          expect({ where, body: !!operation.requestBody?.content['application/json']?.schema }).toEqual({
            where,
            body: true,
          });
        // Answers are described wherever the route declares them (file downloads stream bytes).
        if (schema.response) {
          expect({
            where,
            answer: !!operation.responses['200']?.content?.['application/json']?.schema,
          }).toEqual({
            where,
            answer: true,
          });
        }
      }
    }
    const partRoutes = routes.filter((route) => route.url.startsWith('/website/parts/'));
    expect([...new Set(partRoutes.map((route) => route.url))].sort()).toEqual([
      '/website/parts/:id',
      '/website/parts/:id/substitutes',
      '/website/parts/brands',
      '/website/parts/compare',
      '/website/parts/search',
      '/website/parts/stats',
    ]);
  });

  it('describes the part search from the shared contract', () => {
    const search = document.paths['/website/parts/search'].get;
    const mode = search.parameters!.find((p) => p.name === 'mode') as unknown as {
      schema: { enum: string[] };
    };
    expect(mode.schema.enum).toEqual(['auto', 'exact', 'prefix', 'keyword']);
    expect(search.parameters!.find((p) => p.name === 'clientid')).toMatchObject({
      in: 'header',
      required: true,
    });
  });
});

describe('serving the document', () => {
  it('serves it at /website/openapi.json outside production, without the client id', async () => {
    const t = await createTestApp('sqlite');
    try {
      const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        openapi: '3.1.0',
        paths: expect.objectContaining({ '/website/contact': expect.any(Object) }),
      });
    } finally {
      await t.close();
    }
  });

  it('does not serve it when API_DOCS is off', async () => {
    const t = await createTestApp('sqlite', { env: { API_DOCS: 'off' } });
    try {
      expect((await get(t.app, OPENAPI_PATH)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is off in production unless API_DOCS=on', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).publishApiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).publishApiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).publishApiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS: must be on or off');
  });
});
