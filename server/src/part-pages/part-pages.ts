import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { buildPath, parsePath, type Device } from '@site/routing';
import { openPartsStore, type PartsStore } from '@site/parts';
import {
  COMPARE_PAGE_ROUTE,
  PART_PAGE_ROUTE,
  compareRoute,
  isPublicPartId,
  parsePartPageRoute,
  partRoute,
  type PageBase,
  type PartPageRoute,
  type PublicPageData,
} from '../../../src/features/parts/part-page-data';
import { findBuildFile } from '../static-files';
import { inlineScriptHashes } from '../inline-scripts';
import { comparePageData, partPageData } from './part-data';
import { renderPartPage } from './render';

/** What a request path means for the part pages, before any file is looked up. */
export type PartPageRequest =
  | { action: 'redirect'; location: string }
  | {
      action: 'render';
      route: Exclude<PartPageRoute, { kind: 'invalid' }>;
      locale: PageBase['locale'];
      device: Device | null;
    }
  | { action: 'not-found' };

// The substitutes list's state travels with a part's old address to its new one.
const KEPT_PART_QUERY = ['grade', 'origin', 'page'];

/**
 * Old query addresses (`/rep/part?id=…`, `/rep/compare?a=…&b=…`, decision 032) move to the
 * path form for good; the path form is rendered; anything else under a part page prefix is
 * not found. Null for every other path. `decodedPath` keeps its locale and device segment.
 */
export function partPageRequest(decodedPath: string, search: string): PartPageRequest | null {
  const parsed = parsePath(decodedPath);
  const route =
    parsed.route.length > 1 && parsed.route.endsWith('/') ? parsed.route.slice(0, -1) : parsed.route;
  const at = (target: string) => decodedPath.slice(0, decodedPath.length - parsed.route.length) + target;
  if (route === PART_PAGE_ROUTE || route === COMPARE_PAGE_ROUTE) {
    const params = new URLSearchParams(search);
    if (route === PART_PAGE_ROUTE) {
      const id = params.get('id');
      if (!isPublicPartId(id)) return null;
      const kept = new URLSearchParams();
      for (const name of KEPT_PART_QUERY) {
        const value = params.get(name);
        if (value) kept.set(name, value);
      }
      const query = kept.toString();
      return { action: 'redirect', location: at(partRoute(id)) + (query ? `?${query}` : '') };
    }
    const a = params.get('a');
    const b = params.get('b');
    if (!isPublicPartId(a) || !isPublicPartId(b)) return null;
    return { action: 'redirect', location: at(compareRoute(a, b)) };
  }
  const page = parsePartPageRoute(route);
  if (!page) return null;
  if (page.kind === 'invalid') return { action: 'not-found' };
  return { action: 'render', route: page, locale: parsed.locale, device: parsed.device };
}

export interface RenderedPage {
  html: string;
  etag: string;
  scriptHashes: string[];
  indexable: boolean;
}

interface Shell {
  key: string;
  html: string;
}

export interface PartPages {
  /** The page, or null when a part is unknown (the caller answers the not-found page). */
  render(
    buildDir: string,
    rootDevice: Device,
    request: Extract<PartPageRequest, { action: 'render' }>,
  ): Promise<RenderedPage | null>;
  store(): Promise<PartsStore>;
  close(): Promise<void>;
}

/**
 * Renders part and comparison pages from the parts store into the live build's shell page.
 * The store is the one given (tests), else opened on first use from the environment
 * (`DATABASE_URL` or the SQLite file), as the website API opens it.
 */
export function createPartPages(given?: PartsStore): PartPages {
  let opening: Promise<PartsStore> | null = given ? Promise.resolve(given) : null;
  const store = () => (opening ??= openPartsStore());
  // One shell per build file; a new release has new real paths.
  const shells = new Map<string, Shell>();

  async function shellFor(buildDir: string, shellPath: string): Promise<Shell | null> {
    const file = await findBuildFile(buildDir, shellPath);
    if (!file) return null;
    const key = `${file.abs}\0${file.stat.mtimeMs}\0${file.stat.size}`;
    const cached = shells.get(file.abs);
    if (cached?.key === key) return cached;
    const shell = { key, html: await fs.promises.readFile(file.abs, 'utf8') };
    shells.set(file.abs, shell);
    return shell;
  }

  return {
    store,
    async render(buildDir, rootDevice, request) {
      const parts = await store();
      const data: PublicPageData | null =
        request.route.kind === 'part'
          ? await partPageData(parts, request.route.id)
          : await comparePageData(parts, request.route.a, request.route.b);
      if (!data) return null;
      const base: PageBase = { locale: request.locale, device: request.device ?? rootDevice, rootDevice };
      const shellRoute = request.route.kind === 'part' ? PART_PAGE_ROUTE : COMPARE_PAGE_ROUTE;
      const shellPath = buildPath(
        { locale: base.locale, device: base.device, route: shellRoute },
        rootDevice,
      );
      const shell = await shellFor(path.resolve(buildDir), shellPath);
      if (!shell) throw new Error(`The live build has no ${shellPath} page to render part pages into`);
      const html = renderPartPage(shell.html, data, base);
      return {
        html,
        etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
        scriptHashes: inlineScriptHashes(html),
        indexable: data.kind === 'part' || data.indexable,
      };
    },
    async close() {
      if (!given && opening) await (await opening).close();
    },
  };
}
