import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceNodes } from './gatsby-node';
import { snapshotFormat, SNAPSHOT_VERSION } from './src/snapshot';

type SourceNodes = (args: unknown, options: unknown) => Promise<void>;

function gatsbyApi() {
  const activity = {
    start: jest.fn(),
    end: jest.fn(),
    setStatus: jest.fn(),
    tick: jest.fn(),
    done: jest.fn(),
  };
  return {
    actions: { createNode: jest.fn(), touchNode: jest.fn(), deleteNode: jest.fn() },
    cache: { get: jest.fn(async () => undefined), set: jest.fn() },
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: () => 'digest',
    getNodesByType: () => [],
    reporter: {
      activityTimer: () => activity,
      createProgress: () => activity,
      panicOnBuild: jest.fn(),
    },
  };
}

describe('sourceNodes', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('stops the build with a clear message when the CMS cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });
    }) as unknown as typeof fetch;
    const api = gatsbyApi();
    await (sourceNodes as unknown as SourceNodes)(api, { url: 'http://127.0.0.1:1337', plugins: [] });
    expect(api.reporter.panicOnBuild).toHaveBeenCalledWith(
      'The CMS at http://127.0.0.1:1337 could not be reached (3 tries): connect ECONNREFUSED 127.0.0.1:1337',
    );
    expect(api.actions.createNode).not.toHaveBeenCalled();
  });

  it('creates nodes of every locale with the site locale code', async () => {
    const seen: string[] = [];
    globalThis.fetch = jest.fn(async (_url: string, init: { body: string }) => {
      const { query, variables } = JSON.parse(init.body) as { query: string; variables: { locale: string } };
      seen.push(variables.locale);
      const field = /\b(\w+)(?:\(|\s*\{)/.exec(query.replace(/^query[^{]*\{/, ''))![1];
      const connection = field.endsWith('_connection');
      const tag = { documentId: 't1', updatedAt: '2025-01-01T00:00:00.000Z', name: 'SiC', slug: 'sic' };
      const data = connection
        ? { [field]: { nodes: field === 'tags_connection' ? [tag] : [], pageInfo: { pageCount: 1 } } }
        : { [field]: null };
      return { ok: true, status: 200, statusText: 'OK', json: async () => ({ data }) };
    }) as unknown as typeof fetch;
    const api = gatsbyApi();
    await (sourceNodes as unknown as SourceNodes)(api, { url: 'http://cms.test', plugins: [] });
    expect(api.reporter.panicOnBuild).not.toHaveBeenCalled();
    const created = api.actions.createNode.mock.calls.map(([node]) => node as { id: string; locale: string });
    expect(created.map((node) => [node.id, node.locale])).toEqual([
      ['id:CmsTag-t1-jp', 'jp'],
      ['id:CmsTag-t1-zh', 'zh'],
      ['id:CmsTag-t1-en', 'en'],
    ]);
    expect(new Set(seen)).toEqual(new Set(['ja', 'zh', 'en']));
  });

  it('reads the content snapshot instead of the CMS when given one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-node-'));
    try {
      const tag = { documentId: 't1', updatedAt: '2025-01-01T00:00:00.000Z', name: 'SiC', slug: 'sic' };
      fs.mkdirSync(path.join(dir, 'CmsTag', 'en'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'CmsTag', 'en', 't1.json'), JSON.stringify(tag));
      fs.writeFileSync(
        path.join(dir, 'state.json'),
        JSON.stringify({
          version: SNAPSHOT_VERSION,
          format: snapshotFormat(),
          cmsUrl: 'http://cms.test',
          syncedAt: '2025-01-02T00:00:00.000Z',
          lastChange: {},
          documents: { 'CmsTag:en': { t1: { updatedAt: tag.updatedAt } } },
        }),
      );
      globalThis.fetch = jest.fn(async () => {
        throw new Error('the CMS must not be asked');
      }) as unknown as typeof fetch;
      const api = gatsbyApi();
      await (sourceNodes as unknown as SourceNodes)(api, {
        url: 'http://cms.test',
        snapshotDir: dir,
        plugins: [],
      });
      expect(api.reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(globalThis.fetch).not.toHaveBeenCalled();
      const created = api.actions.createNode.mock.calls.map(([node]) => node as { id: string; slug: string });
      expect(created.map((node) => [node.id, node.slug])).toEqual([['id:CmsTag-t1-en', 'sic']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the build when the snapshot is missing', async () => {
    const api = gatsbyApi();
    await (sourceNodes as unknown as SourceNodes)(api, { snapshotDir: '/nonexistent/snapshot', plugins: [] });
    expect(api.reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/^No content snapshot in \/nonexistent\/snapshot/),
    );
  });
});
