/**
 * The content snapshot: the CMS content the plugin sources (every collection and single
 * type, every locale), kept on disk so that one sync per publish serves both site builds.
 *
 *   <dir>/state.json                           what is in it, per type and locale, and when
 *   <dir>/<Type>/<site locale>/<documentId>.json   one document as the CMS answered it
 *
 * Written by publish/src/snapshot-sync.ts (the builder, before both variants build); read
 * here, by the plugin (`sourceSnapshot`). A sync lists `documentId updatedAt` of every type and locale (one request per locale),
 * fetches only documents that are new or changed since the snapshot took them, and drops
 * the files of documents the CMS no longer lists (deleted, unpublished, locale removed).
 * `state.json` is written last, in one rename: a sync that fails leaves the previous
 * snapshot usable, and the next sync repairs whatever it had written.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../../packages/routing/src';
import { COLLECTION_TYPES, SINGLE_TYPES, itemsQuery, listQuery, type SingleType } from './content-types';
import type { MapContext, RawItem } from './mapping';
import type { NodeTypeName } from './schema';
import { mapContext, type NodeWriter } from './sync';

export const SNAPSHOT_VERSION = 2;
export const STATE_FILE = 'state.json';

export interface SnapshotEntry {
  updatedAt: string;
  /** Digest of the stored file: sourcing compares it without reading the file. */
  digest?: string;
  membersOnly?: boolean | null;
  /** Categories, tags and brands the document links to (their changes refresh it). */
  refs?: string[];
}

export interface SnapshotState {
  version: number;
  /** Digest of the queries: a snapshot made by other queries is fetched again in full. */
  format: string;
  cmsUrl: string;
  /** When the last sync finished (this machine's clock). */
  syncedAt: string;
  /** Newest `updatedAt` per `<Type>:<site locale>` (the CMS clock). */
  lastChange: Record<string, string | null>;
  /** `<Type>:<site locale>` → documentId → entry. */
  documents: Record<string, Record<string, SnapshotEntry>>;
}

export const key = (type: NodeTypeName, locale: string) => `${type}:${locale}`;

/** Digest of every query a sync asks: a changed query invalidates the snapshot. */
export function snapshotFormat(): string {
  const parts = [
    String(SNAPSHOT_VERSION),
    ...COLLECTION_TYPES.flatMap((spec) => [listQuery(spec), itemsQuery(spec, true), itemsQuery(spec, false)]),
    ...SINGLE_TYPES.map((spec) => singleItemQuery(spec)),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

export function documentPath(dir: string, type: NodeTypeName, locale: string, documentId: string): string {
  if (!/^[\w-]+$/.test(documentId)) throw new Error(`Unexpected documentId from the CMS: ${documentId}`);
  return path.join(dir, type, locale, `${documentId}.json`);
}

export function readState(dir: string): SnapshotState | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STATE_FILE), 'utf8')) as SnapshotState;
  } catch {
    return null;
  }
}

export const digestOf = (text: string) => createHash('sha1').update(text).digest('hex');

/** The query of a single type's document (part of the snapshot's format). */
export function singleItemQuery(spec: SingleType): string {
  return `query ($locale: I18NLocaleCode) { ${spec.field}(locale: $locale) { documentId updatedAt ${spec.fields} } }`;
}

// ── reading, for the Gatsby plugin ───────────────────────────────────────────────────

/** What sourcing from a snapshot needs from Gatsby. */
export interface SnapshotNodeStore extends NodeWriter {
  /** Digest of each document's file when its node was last made, per `<Type>:<locale>`. */
  getDigests(key: string): Promise<Record<string, string> | null>;
  setDigests(key: string, digests: Record<string, string>): Promise<void>;
}

export interface SourceCounts {
  created: number;
  kept: number;
  removed: number;
}

/**
 * Makes the nodes from the snapshot in `dir`. A document whose file is the same as when
 * its node was made keeps its node (touched); the others are mapped and created again
 * (same node id, a new content digest only if the mapped fields differ); nodes of
 * documents the snapshot no longer holds are deleted.
 */
export async function sourceSnapshot(dir: string, store: SnapshotNodeStore): Promise<SourceCounts> {
  const state = readState(dir);
  if (!state) {
    throw new Error(
      `No content snapshot in ${dir}: sync it first (npx tsx publish/src/content-snapshot.ts) or unset CMS_SNAPSHOT_DIR`,
    );
  }
  if (state.version !== SNAPSHOT_VERSION || state.format !== snapshotFormat()) {
    throw new Error(`The content snapshot in ${dir} was made by other plugin code: sync it again`);
  }
  const counts: SourceCounts = { created: 0, kept: 0, removed: 0 };
  for (const locale of LOCALES) {
    const ctx = mapContext(state.cmsUrl, store, locale);
    const specs: {
      type: NodeTypeName;
      single: boolean;
      map(item: RawItem, ctx: MapContext): Record<string, unknown>;
    }[] = [
      ...COLLECTION_TYPES.map((spec) => ({ type: spec.type, single: false, map: spec.map })),
      ...SINGLE_TYPES.map((spec) => ({ type: spec.type, single: true, map: spec.map })),
    ];
    for (const spec of specs) {
      const k = key(spec.type, locale);
      const cacheKey = `${state.cmsUrl}|${k}`;
      const before = (await store.getDigests(cacheKey)) ?? {};
      const existing = new Map(store.existing(spec.type, locale).map((node) => [node.id, node]));
      const digests: Record<string, string> = {};
      const made = new Set<string>();
      for (const [documentId, entry] of Object.entries(state.documents[k] ?? {})) {
        const id = store.nodeId(spec.type, spec.single ? locale : `${documentId}-${locale}`);
        made.add(id);
        // The sync recorded each file's digest: an unchanged document is not read at all.
        if (entry.digest && existing.has(id) && before[documentId] === entry.digest) {
          digests[documentId] = entry.digest;
          store.touch(id);
          counts.kept += 1;
          continue;
        }
        const text = fs.readFileSync(documentPath(dir, spec.type, locale, documentId), 'utf8');
        const digest = digestOf(text);
        digests[documentId] = digest;
        if (existing.has(id) && before[documentId] === digest) {
          store.touch(id);
          counts.kept += 1;
        } else {
          store.create(spec.type, id, spec.map(JSON.parse(text) as RawItem, ctx));
          counts.created += 1;
        }
      }
      for (const id of existing.keys()) {
        if (made.has(id)) continue;
        store.remove(id);
        counts.removed += 1;
      }
      await store.setDigests(cacheKey, digests);
    }
  }
  return counts;
}
