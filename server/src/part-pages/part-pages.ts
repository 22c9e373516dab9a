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
    if (!isPublicPartId(a) || !isPublicPartId(b) || a === b) return null;
    return { action: 'redirect', location: at(compareRoute(a, b)) };
  }
  const page = parsePartPageRoute(route);
  if (!page) return null;
  if (page.kind === 'invalid') return { action: 'not-found' };
  return { action: 'render', route: page, locale: parsed.locale, device: parsed.device };
}

type RenderRoute = Exclude<PartPageRoute, { kind: 'invalid' }>;

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

/**
 * The page the Gatsby page data of a path belongs to (`/page-data/en/rep/part/ti-X/page-data.json`
 * is `/en/rep/part/ti-X`), when that page is a part or comparison page; null otherwise.
 */
export function partPageDataRequest(
  decodedPath: string,
): Extract<PartPageRequest, { action: 'render' }> | null {
  const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(decodedPath);
  if (!match) return null;
  const request = partPageRequest(`/${match[1]}`, '');
  return request?.action === 'render' ? request : null;
}

export interface PartPages {
  /**
   * Gatsby's page data for a part page address: the route page's, at that address, so a
   * client-side navigation and the first load keep it; null when a part is unknown (Gatsby then
   * shows its not-found page, as the server's answer to the page was).
   */
  pageData(
    buildDir: string,
    rootDevice: Device,
    request: Extract<PartPageRequest, { action: 'render' }>,
  ): Promise<string | null>;
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

  const exists = async (parts: PartsStore, route: RenderRoute) =>
    route.kind === 'part'
      ? (await parts.getById(route.id)) !== null
      : (await Promise.all([parts.getById(route.a), parts.getById(route.b)])).every((part) => part !== null);

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

  const shellPathOf = (base: PageBase, route: RenderRoute) =>
    buildPath(
      {
        locale: base.locale,
        device: base.device,
        route: route.kind === 'part' ? PART_PAGE_ROUTE : COMPARE_PAGE_ROUTE,
      },
      base.rootDevice,
    );
  const addressOf = (base: PageBase, route: RenderRoute) =>
    buildPath(
      {
        locale: base.locale,
        device: base.device,
        route: route.kind === 'part' ? partRoute(route.id) : compareRoute(route.a, route.b),
      },
      base.rootDevice,
    );

  return {
    store,
    async pageData(buildDir, rootDevice, request) {
      if (!(await exists(await store(), request.route))) return null;
      const base: PageBase = { locale: request.locale, device: request.device ?? rootDevice, rootDevice };
      const shellPath = shellPathOf(base, request.route);
      const dataPath = `/page-data${shellPath === '/' ? '/index' : shellPath}/page-data.json`;
      const shell = await shellFor(path.resolve(buildDir), dataPath);
      if (!shell) throw new Error(`The live build has no ${dataPath}`);
      const data = JSON.parse(shell.html) as { path: string };
      return JSON.stringify({ ...data, path: addressOf(base, request.route) });
    },
    async render(buildDir, rootDevice, request) {
      const parts = await store();
      const data: PublicPageData | null =
        request.route.kind === 'part'
          ? await partPageData(parts, request.route.id)
          : await comparePageData(parts, request.route.a, request.route.b);
      if (!data) return null;
      const base: PageBase = { locale: request.locale, device: request.device ?? rootDevice, rootDevice };
      const shellPath = shellPathOf(base, request.route);
      const shell = await shellFor(path.resolve(buildDir), shellPath);
      if (!shell) throw new Error(`The live build has no ${shellPath} page to render part pages into`);
      const html = renderPartPage(shell.html, data, base, addressOf(base, request.route));
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
