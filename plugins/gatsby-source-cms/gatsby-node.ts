import path from 'node:path';
import type { BuildArgs, GatsbyNode, Node, PluginOptions, Reporter } from 'gatsby';
import { LOCALES, parseSitePageLink, toCmsLocale } from '../../packages/routing/src';
import { CmsClient, CmsUnreachableError } from './src/cms-client';
import { COLLECTION_TYPES, SINGLE_TYPES } from './src/content-types';
import { mapFile } from './src/mapping';
import { loadMediaLibrary, publishMedia, useMediaLibrary, type MediaLibrary } from './src/media';
import { richTextToHtml } from './src/rich-text';
import { TYPE_DEFS } from './src/schema';
import { sourceSnapshot } from './src/snapshot';
import { syncCollection, syncSingle, type NodeStore } from './src/sync';

interface CmsPluginOptions extends PluginOptions {
  url?: string;
  token?: string;
  /** Read the content snapshot in this folder instead of the CMS (default: `CMS_SNAPSHOT_DIR`). */
  snapshotDir?: string;
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS);
};

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    url: Joi.string().uri().default('http://localhost:1337').description('Public URL of the CMS'),
    token: Joi.string().allow('').optional().description('API token for build reads (read-only is enough)'),
    snapshotDir: Joi.string()
      .allow('')
      .optional()
      .description(
        'Content snapshot to read instead of the CMS (publish/src/content-snapshot.ts); default CMS_SNAPSHOT_DIR',
      ),
  });

export const sourceNodes: GatsbyNode['sourceNodes'] = async (
  { actions, cache, createNodeId, createContentDigest, getNodesByType, reporter },
  options: CmsPluginOptions,
) => {
  // Nodes kept from the previous build (Gatsby's cache): the ones to touch or delete.
  const previous = new Map<string, Node>();
  for (const spec of [...COLLECTION_TYPES, ...SINGLE_TYPES]) {
    for (const node of getNodesByType(spec.type)) previous.set(node.id, node);
  }
  // Nodes made by other mapping code must not survive as "unchanged": the last-sync keys
  // carry a digest of the queries and mappers, so a change in them refetches everything.
  const format = createContentDigest([
    ...COLLECTION_TYPES.map((spec) => `${spec.publicFields}|${spec.bodyFields ?? ''}|${spec.map.toString()}`),
    richTextToHtml.toString(),
    parseSitePageLink.toString(),
    mapFile.toString(),
  ]).slice(0, 12);
  const client = new CmsClient({
    url: options.url || 'http://localhost:1337',
    token: options.token || undefined,
  });
  const store: NodeStore = {
    existing: (type, locale) =>
      getNodesByType(type)
        .filter((node) => node.locale === locale)
        .map((node) => ({ id: node.id, documentId: String(node.documentId) })),
    nodeId: (type, key) => createNodeId(`${type}-${key}`),
    create: (type, id, fields) =>
      actions.createNode({
        ...fields,
        id,
        parent: null,
        children: [],
        internal: { type, contentDigest: createContentDigest(fields) },
      }),
    touch: (id) => {
      const node = previous.get(id);
      if (node) actions.touchNode(node);
    },
    remove: (id) => {
      const node = previous.get(id);
      if (node) actions.deleteNode(node);
    },
    getLastSync: async (key) => ((await cache.get(`${format}:${key}`)) as string | undefined) ?? null,
    setLastSync: async (key, value) => {
      await cache.set(`${format}:${key}`, value);
    },
  };

  const snapshotDir = options.snapshotDir || process.env.CMS_SNAPSHOT_DIR;
  if (snapshotDir) {
    // Read again here too: a warm build (decision 078) sources again without a bootstrap.
    loadMedia(reporter, snapshotDir);
    const timer = reporter.activityTimer(`Sourcing CMS content from the snapshot in ${snapshotDir}`);
    timer.start();
    try {
      const counts = await sourceSnapshot(snapshotDir, {
        ...store,
        getDigests: async (key) =>
          ((await cache.get(`${format}:digests:${key}`)) as Record<string, string> | undefined) ?? null,
        setDigests: async (key, digests) => {
          await cache.set(`${format}:digests:${key}`, digests);
        },
      });
      timer.setStatus(`${counts.created} created, ${counts.kept} unchanged, ${counts.removed} removed`);
    } catch (error) {
      reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    } finally {
      timer.end();
    }
    return;
  }

  const steps = (COLLECTION_TYPES.length + SINGLE_TYPES.length) * LOCALES.length;
  const timer = reporter.activityTimer(`Sourcing CMS content from ${client.url}`);
  timer.start();
  const progress = reporter.createProgress('CMS content types', steps);
  progress.start();
  const totals = { fetched: 0, kept: 0, removed: 0, single: 0 };
  try {
    for (const locale of LOCALES) {
      const cmsLocale = toCmsLocale(locale);
      for (const spec of COLLECTION_TYPES) {
        const counts = await syncCollection(client, store, spec, locale, cmsLocale);
        totals.fetched += counts.fetched;
        totals.kept += counts.kept;
        totals.removed += counts.removed;
        progress.tick();
      }
      for (const spec of SINGLE_TYPES) {
        if (await syncSingle(client, store, spec, locale, cmsLocale)) totals.single += 1;
        progress.tick();
      }
    }
  } catch (error) {
    progress.done();
    timer.end();
    const message = error instanceof Error ? error.message : String(error);
    reporter.panicOnBuild(
      error instanceof CmsUnreachableError ? message : `Reading the CMS at ${client.url} failed: ${message}`,
    );
    return;
  }
  progress.done();
  timer.setStatus(
    `${totals.fetched} fetched, ${totals.kept} unchanged, ${totals.removed} removed, ${totals.single} single pages`,
  );
  timer.end();
};

// ── media (docs/decisions/045-cms-images-in-the-build.md) ─────────────────────────────

let mediaLibrary: MediaLibrary | null = null;

/** Loads the snapshot's media before sourcing: the mapping points files at the site's copies. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }, options: CmsPluginOptions) => {
  loadMedia(reporter, options.snapshotDir || process.env.CMS_SNAPSHOT_DIR);
};

function loadMedia(reporter: Reporter, snapshotDir: string | undefined): void {
  try {
    mediaLibrary = snapshotDir ? loadMediaLibrary(snapshotDir) : null;
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    mediaLibrary = null;
  }
  useMediaLibrary(mediaLibrary);
}

/** Puts the media the pages name into `public/media/` (hard links to the snapshot's files). */
function publishInto({ reporter, store }: Pick<BuildArgs, 'reporter' | 'store'>, when: string): void {
  if (!mediaLibrary) return;
  const program = (store.getState() as { program?: { directory?: string } }).program;
  const publicDir = path.join(program?.directory ?? process.cwd(), 'public');
  try {
    const counts = publishMedia(mediaLibrary, publicDir);
    reporter.info(
      `CMS media in public/media (${when}): ${counts.linked} added, ${counts.unchanged} unchanged, ${counts.removed} removed`,
    );
  } catch (error) {
    reporter.panicOnBuild(
      `Copying CMS media into the build failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = (args) => publishInto(args, 'build');

/** `gatsby develop` from a snapshot serves `public/` as well. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => publishInto(args, 'develop');
