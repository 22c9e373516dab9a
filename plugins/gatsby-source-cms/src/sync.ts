import { CmsClient } from './cms-client';
import { itemsQuery, listQuery, singleQuery, type CollectionType, type SingleType } from './content-types';
import type { MapContext, RawItem } from './mapping';
import { mediaFor } from './media';
import type { NodeTypeName } from './schema';

export interface ListedItem {
  documentId: string;
  updatedAt: string;
  membersOnly?: boolean | null;
}

export interface ExistingNode {
  id: string;
  documentId: string;
}

export interface SyncPlan {
  /** Items new since the last sync, changed after it, or without a node yet. */
  fetch: ListedItem[];
  /** Node ids of unchanged items: touched so Gatsby keeps them. */
  keep: string[];
  /** Node ids of items the CMS no longer lists (deleted or unpublished). */
  remove: string[];
  /** Newest change time seen, the next run's starting point. */
  lastSync: string | null;
}

const time = (value: string) => Date.parse(value);

export function planSync(listed: ListedItem[], existing: ExistingNode[], lastSync: string | null): SyncPlan {
  const nodeByDocument = new Map(existing.map((node) => [node.documentId, node.id]));
  const listedIds = new Set(listed.map((item) => item.documentId));
  const since = lastSync ? time(lastSync) : null;
  const fetch: ListedItem[] = [];
  const keep: string[] = [];
  for (const item of listed) {
    const nodeId = nodeByDocument.get(item.documentId);
    if (nodeId && since !== null && time(item.updatedAt) <= since) keep.push(nodeId);
    else fetch.push(item);
  }
  const remove = existing.filter((node) => !listedIds.has(node.documentId)).map((node) => node.id);
  const newest = listed.reduce<string | null>(
    (max, item) => (max === null || time(item.updatedAt) > time(max) ? item.updatedAt : max),
    lastSync,
  );
  return { fetch, keep, remove, lastSync: newest };
}

/** Gatsby's node store, per type and site locale (the sync and the snapshot source both write it). */
export interface NodeWriter {
  existing(type: NodeTypeName, locale: string): ExistingNode[];
  nodeId(type: NodeTypeName, key: string): string;
  create(type: NodeTypeName, id: string, fields: Record<string, unknown>): void;
  touch(id: string): void;
  remove(id: string): void;
}

/** What the sync needs from Gatsby: its node store and cache, per type and site locale. */
export interface NodeStore extends NodeWriter {
  getLastSync(key: string): Promise<string | null>;
  setLastSync(key: string, value: string): Promise<void>;
}

export interface SyncCounts {
  fetched: number;
  kept: number;
  removed: number;
}

const ID_CHUNK = 100;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * How documents of the CMS at `cmsUrl` map to nodes of a site locale; with the media of the
 * snapshot the build loaded for that CMS (decision 045), files are the site's copies.
 */
export function mapContext(cmsUrl: string, store: Pick<NodeWriter, 'nodeId'>, locale: string): MapContext {
  return {
    cmsUrl,
    locale,
    // The origin sitemaps and canonical links use (site-build/crawler-files.ts).
    siteUrl: process.env.GATSBY_SITE_URL || 'http://localhost:8000',
    nodeId: (type, documentId) => store.nodeId(type, `${documentId}-${locale}`),
    media: mediaFor(cmsUrl),
  };
}

/**
 * Items of `ids`, asked with or without the guarded body fields. Items that may carry
 * bodies are asked with `membersOnly: false` in the filter too, so an item turned
 * members-only since it was listed never comes back with its body.
 */
async function fetchItems(
  client: CmsClient,
  spec: CollectionType,
  cmsLocale: string,
  ids: string[],
  withBodies: boolean,
): Promise<RawItem[]> {
  const items: RawItem[] = [];
  const guard = withBodies && spec.bodyFields ? { membersOnly: { eq: false } } : {};
  for (const chunk of chunks(ids, ID_CHUNK)) {
    const filters = { documentId: { in: chunk }, ...guard };
    items.push(
      ...(await client.queryAll<RawItem>(spec.field, itemsQuery(spec, withBodies), {
        locale: cmsLocale,
        filters,
      })),
    );
  }
  return items;
}

export async function syncCollection(
  client: CmsClient,
  store: NodeStore,
  spec: CollectionType,
  locale: string,
  cmsLocale: string,
): Promise<SyncCounts> {
  const cacheKey = `last-sync:${spec.type}:${locale}`;
  const listed = await client.queryAll<ListedItem>(spec.field, listQuery(spec), { locale: cmsLocale });
  const plan = planSync(listed, store.existing(spec.type, locale), await store.getLastSync(cacheKey));

  const fetched = await fetchPlanned(client, spec, cmsLocale, plan.fetch);
  const ctx = mapContext(client.url, store, locale);
  for (const item of fetched) {
    store.create(spec.type, store.nodeId(spec.type, `${item.documentId}-${locale}`), spec.map(item, ctx));
  }
  for (const id of plan.keep) store.touch(id);
  for (const id of plan.remove) store.remove(id);
  if (plan.lastSync) await store.setLastSync(cacheKey, plan.lastSync);
  return {
    fetched: fetched.length,
    kept: plan.keep.length,
    removed: plan.remove.length,
  };
}

/**
 * The listed items in full: the ones listed as public with their bodies (and the
 * `membersOnly: false` guard), every other one without body fields at all.
 */
export async function fetchPlanned(
  client: CmsClient,
  spec: CollectionType,
  cmsLocale: string,
  planned: ListedItem[],
): Promise<RawItem[]> {
  if (planned.length === 0) return [];
  const publicIds = planned
    .filter((item) => !spec.bodyFields || item.membersOnly === false)
    .map((i) => i.documentId);
  const withBodies = await fetchItems(client, spec, cmsLocale, publicIds, true);
  const answered = new Set(withBodies.map((item) => item.documentId));
  const restIds = planned.map((item) => item.documentId).filter((id) => !answered.has(id));
  const withoutBodies = restIds.length ? await fetchItems(client, spec, cmsLocale, restIds, false) : [];
  return [...withBodies, ...withoutBodies];
}

/** Single types are a handful of small documents: read in full on every build. */
export async function syncSingle(
  client: CmsClient,
  store: NodeStore,
  spec: SingleType,
  locale: string,
  cmsLocale: string,
): Promise<boolean> {
  const data = await client.query<Record<string, Record<string, unknown> | null>>(singleQuery(spec), {
    locale: cmsLocale,
  });
  const item = data[spec.field];
  const id = store.nodeId(spec.type, locale);
  if (!item) {
    for (const node of store.existing(spec.type, locale)) store.remove(node.id);
    return false;
  }
  store.create(spec.type, id, spec.map(item, mapContext(client.url, store, locale)));
  return true;
}
