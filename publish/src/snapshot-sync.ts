/**
 * The content snapshot sync (decision 071): the CMS content the site plugin sources, synced
 * into the snapshot folder once per publish, before both variants build. The snapshot's
 * format and its reading are the plugin's (plugins/gatsby-source-cms/src/snapshot.ts).
 *
 * A sync lists `documentId updatedAt` of every type and locale (one request per locale),
 * fetches only documents that are new or changed since the snapshot took them, and drops
 * the files of documents the CMS no longer lists (deleted, unpublished, locale removed).
 * `state.json` is written last, in one rename: a sync that fails leaves the previous
 * snapshot usable, and the next sync repairs whatever it had written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, toCmsLocale, type Locale } from '@site/routing';
import { CmsClient } from '../../plugins/gatsby-source-cms/src/cms-client';
import {
  COLLECTION_TYPES,
  SINGLE_TYPES,
  listQuery,
  type CollectionType,
  type SingleType,
} from '../../plugins/gatsby-source-cms/src/content-types';
import type { RawItem } from '../../plugins/gatsby-source-cms/src/mapping';
import { NODE_TYPES } from '../../plugins/gatsby-source-cms/src/schema';
import {
  SNAPSHOT_VERSION,
  STATE_FILE,
  digestOf,
  documentPath,
  key,
  readState,
  singleItemQuery,
  snapshotFormat,
  type SnapshotEntry,
  type SnapshotState,
} from '../../plugins/gatsby-source-cms/src/snapshot';
import { fetchPlanned, type ListedItem } from '../../plugins/gatsby-source-cms/src/sync';
import { syncMedia, type MediaCounts, type MediaSyncOptions } from './media-sync';

export interface SnapshotCounts {
  /** Documents read in full (new or changed). */
  fetched: number;
  /** Documents refreshed because a category, tag or brand they link to changed. */
  refreshed: number;
  kept: number;
  removed: number;
  /** True when the snapshot was started from nothing (first sync, other CMS, other queries). */
  full: boolean;
  /** The media the documents show (decision 045), when the sync brought them. */
  media?: MediaCounts;
}
function writeAtomic(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

// ── planning ─────────────────────────────────────────────────────────────────────────

export interface SnapshotPlan {
  /** New, changed, or linked to something that changed. */
  fetch: ListedItem[];
  keep: string[];
  /** Stored but no longer listed: deleted, unpublished or removed from this locale. */
  remove: string[];
}

/**
 * Compares what the CMS lists now with what the snapshot holds. A document is fetched
 * when it is not stored, when its `updatedAt` differs from the stored one, or when it is
 * in `refresh`; stored documents that are not listed any more are removed.
 */
export function planSnapshot(
  listed: ListedItem[],
  stored: Record<string, SnapshotEntry>,
  refresh: ReadonlySet<string> = new Set(),
): SnapshotPlan {
  const fetch: ListedItem[] = [];
  const keep: string[] = [];
  const listedIds = new Set<string>();
  for (const item of listed) {
    listedIds.add(item.documentId);
    const entry = stored[item.documentId];
    if (entry && entry.updatedAt === item.updatedAt && !refresh.has(item.documentId))
      keep.push(item.documentId);
    else fetch.push(item);
  }
  const remove = Object.keys(stored).filter((documentId) => !listedIds.has(documentId));
  return { fetch, keep, remove };
}

const newest = (items: { updatedAt: string }[], start: string | null = null) =>
  items.reduce<string | null>(
    (max, item) => (max === null || Date.parse(item.updatedAt) > Date.parse(max) ? item.updatedAt : max),
    start,
  );

/** Linked documents whose change must refresh a linking one (a brand only when removed). */
function refsOf(item: RawItem): string[] {
  const ids: string[] = [];
  const add = (value: unknown) => {
    if (value && typeof value === 'object' && 'documentId' in value) ids.push(String(value.documentId));
  };
  add(item.category);
  for (const field of ['tags', 'relatedBrands']) {
    if (Array.isArray(item[field])) for (const value of item[field] as unknown[]) add(value);
  }
  return ids;
}

/**
 * The CMS refuses an operation whose lists ask for more than this many items together
 * (and any list above it): the lists of a locale are packed into requests within it.
 */
export const MAX_ITEMS_PER_REQUEST = 1000;
/** Page size of a list whose length is not known yet (first sync). */
const FIRST_GUESS = 160;

/**
 * Page sizes per request: each list gets its last known length plus room to grow, and
 * lists are packed into as few requests as the item budget allows (first fit, largest
 * first). The first request also reads the single types' ids and change times.
 */
export function packLists(
  known: (number | undefined)[],
  budget = MAX_ITEMS_PER_REQUEST,
): { index: number; size: number }[][] {
  const wants = known.map((count, index) => ({
    index,
    size: count === undefined ? FIRST_GUESS : Math.min(budget, count + Math.max(20, Math.ceil(count * 0.1))),
  }));
  const groups: { index: number; size: number }[][] = [];
  for (const want of [...wants].sort((a, b) => b.size - a.size || a.index - b.index)) {
    const group = groups.find((g) => g.reduce((sum, w) => sum + w.size, 0) + want.size <= budget);
    if (group) group.push(want);
    else groups.push([want]);
  }
  return groups;
}

function listGroupQuery(group: { index: number; size: number }[], withSingles: boolean): string {
  const lists = group.map(({ index, size }) => {
    const spec = COLLECTION_TYPES[index];
    const flag = spec.bodyFields ? ' membersOnly' : '';
    return `${spec.field}(locale: $locale, pagination: { page: 1, pageSize: ${size} }, sort: ["documentId:asc"]) {
      nodes { documentId updatedAt${flag} }
      pageInfo { pageCount }
    }`;
  });
  const singles = withSingles
    ? SINGLE_TYPES.map((spec) => `${spec.field}(locale: $locale) { documentId updatedAt }`)
    : [];
  return `query ($locale: I18NLocaleCode) {\n${[...lists, ...singles].join('\n')}\n}`;
}

type Connection = { nodes: ListedItem[]; pageInfo: { pageCount: number } };

interface LocaleListing {
  collections: Map<CollectionType, ListedItem[]>;
  singles: Map<SingleType, ListedItem | null>;
}

const SITE_LISTING_QUERY = 'query ($locale: I18NLocaleCode) { siteListing(locale: $locale) }';

/**
 * Ids and change times of every published document of one locale, in one request: the CMS's
 * `siteListing` (cms/src/lib/site-listing.ts) answers what the list queries below answer, from
 * one database query per content type. At 10× content the list queries took 6.2 s of every
 * publish (decision 079). Null from a CMS without it, or one that does not list a type the
 * site reads: the list queries then run as before.
 */
async function listLocaleAtOnce(client: CmsClient, cmsLocale: string): Promise<LocaleListing | null> {
  let data: { siteListing?: Record<string, unknown> | null };
  try {
    data = await client.query(SITE_LISTING_QUERY, { locale: cmsLocale });
  } catch (error) {
    if (error instanceof Error && /Cannot query field "siteListing"/.test(error.message)) return null;
    throw error;
  }
  const listed = data.siteListing;
  if (!listed) return null;
  const collections = new Map<CollectionType, ListedItem[]>();
  const singles = new Map<SingleType, ListedItem | null>();
  for (const spec of COLLECTION_TYPES) {
    const items = listed[spec.field];
    if (!Array.isArray(items)) return null;
    collections.set(spec, items as ListedItem[]);
  }
  for (const spec of SINGLE_TYPES) {
    if (!(spec.field in listed)) return null;
    singles.set(spec, (listed[spec.field] as ListedItem | null) ?? null);
  }
  return { collections, singles };
}

/** Ids and change times of every published document of one locale: `siteListing`, or the list queries. */
async function listLocale(
  client: CmsClient,
  cmsLocale: string,
  known: (number | undefined)[],
): Promise<LocaleListing> {
  return (await listLocaleAtOnce(client, cmsLocale)) ?? listLocaleInPages(client, cmsLocale, known);
}

/** The list queries: one request per locale for the demo content, packed within the CMS's limits. */
async function listLocaleInPages(
  client: CmsClient,
  cmsLocale: string,
  known: (number | undefined)[],
): Promise<LocaleListing> {
  const collections = new Map<CollectionType, ListedItem[]>();
  const singles = new Map<SingleType, ListedItem | null>();
  for (const [g, group] of packLists(known).entries()) {
    const data = await client.query<Record<string, Connection | ListedItem | null>>(
      listGroupQuery(group, g === 0),
      {
        locale: cmsLocale,
      },
    );
    for (const { index } of group) {
      const spec = COLLECTION_TYPES[index];
      const first = data[spec.field] as Connection;
      if (first.pageInfo.pageCount <= 1) {
        collections.set(spec, first.nodes);
        continue;
      }
      // Grew beyond its room: this list alone, in pages as large as the CMS serves.
      const items: ListedItem[] = [];
      for (let page = 1; ; page += 1) {
        const more = await client.query<Record<string, Connection>>(listQuery(spec), {
          locale: cmsLocale,
          page,
          pageSize: MAX_ITEMS_PER_REQUEST,
        });
        items.push(...more[spec.field].nodes);
        if (page >= more[spec.field].pageInfo.pageCount) break;
      }
      collections.set(spec, items);
    }
    if (g === 0)
      for (const spec of SINGLE_TYPES) singles.set(spec, (data[spec.field] as ListedItem | null) ?? null);
  }
  return { collections, singles };
}

// ── sync ─────────────────────────────────────────────────────────────────────────────

export interface SyncSnapshotOptions {
  client: CmsClient;
  dir: string;
  /**
   * The CMS's address as readers' browsers reach it, for media and links in the content
   * (default: the client's URL). The build may read the CMS at another address (127.0.0.1).
   */
  publicUrl?: string;
  /** Start from nothing even if a usable snapshot exists. */
  full?: boolean;
  /**
   * Bring the files the documents show into `<dir>/media/` as well, resized, for the site to
   * serve itself (`src/media.ts`, decision 045). Without it the snapshot holds documents only.
   */
  media?: MediaSyncOptions;
}

interface LocaleResult {
  documents: Record<string, Record<string, SnapshotEntry>>;
  lastChange: Record<string, string | null>;
  counts: Omit<SnapshotCounts, 'full'>;
}

async function syncLocale(
  client: CmsClient,
  dir: string,
  locale: Locale,
  previous: SnapshotState | null,
): Promise<LocaleResult> {
  const cmsLocale = toCmsLocale(locale);
  const known = COLLECTION_TYPES.map((spec) => {
    const stored = previous?.documents[key(spec.type, locale)];
    return stored ? Object.keys(stored).length : undefined;
  });
  const listing = await listLocale(client, cmsLocale, known);
  const result: LocaleResult = {
    documents: {},
    lastChange: {},
    counts: { fetched: 0, refreshed: 0, kept: 0, removed: 0 },
  };
  // Categories and tags come first in COLLECTION_TYPES: what changed among them (and
  // which brands went away) refreshes the documents that copy their slugs or link them.
  const changedLinks = new Set<string>();
  for (const spec of COLLECTION_TYPES) {
    const k = key(spec.type, locale);
    const stored = previous?.documents[k] ?? {};
    const listed = listing.collections.get(spec)!;
    const refresh = new Set(
      Object.entries(stored)
        .filter(([, entry]) => entry.refs?.some((id) => changedLinks.has(id)))
        .map(([documentId]) => documentId),
    );
    const plan = planSnapshot(listed, stored, refresh);
    const items = await fetchPlanned(client, spec, cmsLocale, plan.fetch);
    const entries: Record<string, SnapshotEntry> = {};
    for (const documentId of plan.keep) entries[documentId] = stored[documentId];
    for (const item of items) {
      const text = JSON.stringify(item);
      writeAtomic(documentPath(dir, spec.type, locale, item.documentId), text);
      const refs = refsOf(item);
      entries[item.documentId] = {
        updatedAt: item.updatedAt,
        digest: digestOf(text),
        membersOnly: typeof item.membersOnly === 'boolean' ? item.membersOnly : undefined,
        ...(refs.length ? { refs } : {}),
      };
      const before = stored[item.documentId];
      if (before && before.updatedAt === item.updatedAt) result.counts.refreshed += 1;
      else result.counts.fetched += 1;
      if ((spec.type === NODE_TYPES.category || spec.type === NODE_TYPES.tag) && before) {
        changedLinks.add(item.documentId);
      }
    }
    // Listed, then gone before its fetch: not in the snapshot (the next sync looks again).
    for (const item of plan.fetch)
      if (!entries[item.documentId] && stored[item.documentId]) plan.remove.push(item.documentId);
    for (const documentId of plan.remove) {
      fs.rmSync(documentPath(dir, spec.type, locale, documentId), { force: true });
      changedLinks.add(documentId);
    }
    result.documents[k] = entries;
    result.lastChange[k] = newest(listed);
    result.counts.kept += plan.keep.length;
    result.counts.removed += plan.remove.length;
  }
  for (const spec of SINGLE_TYPES) {
    const k = key(spec.type, locale);
    const stored = previous?.documents[k] ?? {};
    const listed = listing.singles.get(spec);
    const plan = planSnapshot(listed ? [listed] : [], stored);
    const entries: Record<string, SnapshotEntry> = {};
    for (const documentId of plan.keep) entries[documentId] = stored[documentId];
    if (plan.fetch.length) {
      const data = await client.query<Record<string, RawItem | null>>(singleItemQuery(spec), {
        locale: cmsLocale,
      });
      const item = data[spec.field];
      if (item) {
        const text = JSON.stringify(item);
        writeAtomic(documentPath(dir, spec.type, locale, item.documentId), text);
        entries[item.documentId] = { updatedAt: item.updatedAt, digest: digestOf(text) };
        result.counts.fetched += 1;
      }
    }
    for (const documentId of plan.remove)
      fs.rmSync(documentPath(dir, spec.type, locale, documentId), { force: true });
    result.documents[k] = entries;
    result.lastChange[k] = listed?.updatedAt ?? null;
    result.counts.kept += plan.keep.length;
    result.counts.removed += plan.remove.length;
  }
  return result;
}

/** Files and folders a snapshot consists of (a new start removes exactly these). */
function clearSnapshot(dir: string) {
  for (const type of Object.values(NODE_TYPES))
    fs.rmSync(path.join(dir, type), { recursive: true, force: true });
  fs.rmSync(path.join(dir, STATE_FILE), { force: true });
}

/**
 * Brings the snapshot in `dir` up to date with the CMS. The locales are read side by
 * side; the first failure stops the others and rejects with its reason.
 */
export async function syncSnapshot(options: SyncSnapshotOptions): Promise<SnapshotCounts> {
  const { dir } = options;
  fs.mkdirSync(dir, { recursive: true });
  const release = await lockSnapshot(dir);
  try {
    const format = snapshotFormat();
    const existing = readState(dir);
    const usable =
      !options.full &&
      existing !== null &&
      existing.version === SNAPSHOT_VERSION &&
      existing.format === format &&
      existing.cmsUrl === (options.publicUrl || options.client.url);
    if (!usable) clearSnapshot(dir);
    const previous = usable ? existing : null;

    const controller = new AbortController();
    const client = options.client.withSignal(controller.signal);
    let failure: unknown;
    const settled = await Promise.allSettled(
      LOCALES.map((locale) =>
        syncLocale(client, dir, locale, previous).catch((error: unknown) => {
          failure ??= error;
          controller.abort();
          throw error;
        }),
      ),
    );
    if (failure !== undefined) throw failure;

    const state: SnapshotState = {
      version: SNAPSHOT_VERSION,
      format,
      cmsUrl: options.publicUrl || options.client.url,
      syncedAt: new Date().toISOString(),
      lastChange: {},
      documents: {},
    };
    const counts: SnapshotCounts = { fetched: 0, refreshed: 0, kept: 0, removed: 0, full: !usable };
    for (const outcome of settled) {
      const result = (outcome as PromiseFulfilledResult<LocaleResult>).value;
      Object.assign(state.documents, result.documents);
      Object.assign(state.lastChange, result.lastChange);
      counts.fetched += result.counts.fetched;
      counts.refreshed += result.counts.refreshed;
      counts.kept += result.counts.kept;
      counts.removed += result.counts.removed;
    }
    if (options.media) {
      counts.media = await syncMedia(
        {
          dir,
          documents: state.documents,
          cmsUrl: state.cmsUrl,
          fetchUrl: client.url,
          syncedAt: state.syncedAt,
          full: options.full,
        },
        options.media,
      );
    }
    writeAtomic(path.join(dir, STATE_FILE), JSON.stringify(state));
    return counts;
  } finally {
    release();
  }
}

// ── lock ─────────────────────────────────────────────────────────────────────────────

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One sync at a time per snapshot: a lock file with the holder's pid. A lock left by a
 * process that no longer runs is taken over; a live holder is waited for up to `waitMs`.
 */
export async function lockSnapshot(dir: string, waitMs = 120_000): Promise<() => void> {
  const file = path.join(dir, '.lock');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (!holder || !alive(holder)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`Another content snapshot sync (process ${holder}) still holds ${file}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
