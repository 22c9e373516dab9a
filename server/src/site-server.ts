import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import {
  areaRule,
  decideRoute,
  detectDevice,
  hasLinkTokenQuery,
  localePrefix,
  type Device,
} from '@site/routing';
import type { SiteServerConfig } from './config';
import {
  closeGracefully,
  limitSlowClients,
  listenOn,
  redactLinkTokens,
  requestTarget,
  type Logger,
} from '@site/runtime';
import { createApiProxy } from './api-proxy';
import {
  NO_STORE,
  REVALIDATE,
  cacheControlFor,
  hiddenQuery,
  isTokenPage,
  mailedLinkLocation,
} from './cache-policy';
import { decodePath, isAssetRequest, notFoundCandidates, rootLocale } from './page-choice';
import { ReleaseStore, type LiveRelease } from '@site/releases';
import { createRebuildForwarder, isRebuildRoute, type SendJson } from './rebuild-routes';
import { ScriptHashCache } from './script-hash-cache';
import { isHttps, setSecurityHeaders } from './security-headers';
import { acceptedEncodings, findBuildFile, sendBuildFile, type BuildFile } from './static-files';
import {
  createPartPages,
  partPageDataRequest,
  partPageRequest,
  type PartPageRequest,
  type RenderedPage,
} from './part-pages/part-pages';
import { sendPartSitemap } from './part-pages/send-sitemap';
import type { PartsStore } from '@site/parts';

const PAGE_VARY = 'Accept-Encoding, User-Agent';
const ROOT_VARY = 'Accept-Encoding, User-Agent, Cookie, Accept-Language';
const DEVICE_REDIRECT_CACHE = 'public, max-age=3600';

interface RequestContext {
  requestId: string;
  https: boolean;
  device?: Device;
  release?: string;
  /** A token page in any form, or any request with `?token=`: no-store and no-referrer. */
  linkToken: boolean;
}

export interface SiteServer {
  server: http.Server;
  releases: ReleaseStore;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** Location values that start with `//` or `/\` would leave the site: keep them on it. */
function sameOrigin(location: string): string {
  return /^\/[/\\]/.test(location) ? `/${location.replace(/^[/\\]+/, '')}` : location;
}

export interface SiteServerOptions {
  /** The parts store of the part pages; opened from the environment on first use when absent. */
  partsStore?: PartsStore;
}

export function createSiteServer(
  config: SiteServerConfig,
  logger: Logger,
  options: SiteServerOptions = {},
): SiteServer {
  const releases = new ReleaseStore(config.buildsDir);
  const hashes = new ScriptHashCache();
  const proxy = createApiProxy(config.apiUrl, logger);
  // /__rebuild is passed on to the builder (decisions 074, 099): the site server never builds.
  const forwarder = createRebuildForwarder(config.builderUrl, logger);
  const security = { cmsOrigin: config.cmsPublicUrl, trustedProxies: config.trustedProxies };
  const partPages = createPartPages(options.partsStore);

  const secure = (res: ServerResponse, ctx: RequestContext, scriptHashes?: string[], noReferrer = false) =>
    setSecurityHeaders(res, security, {
      https: ctx.https,
      scriptHashes,
      referrerPolicy: noReferrer || ctx.linkToken ? 'no-referrer' : undefined,
    });

  function sendJson(
    res: ServerResponse,
    ctx: RequestContext,
    status: number,
    body: unknown,
    req: IncomingMessage,
  ) {
    const text = JSON.stringify(body);
    res.statusCode = status;
    secure(res, ctx);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', NO_STORE);
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  function sendText(
    res: ServerResponse,
    ctx: RequestContext,
    status: number,
    text: string,
    req: IncomingMessage,
  ) {
    res.statusCode = status;
    secure(res, ctx);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', NO_STORE);
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  function redirect(
    res: ServerResponse,
    ctx: RequestContext,
    status: number,
    location: string,
    cache: string,
    vary: string,
  ) {
    res.statusCode = status;
    secure(res, ctx);
    res.setHeader('Location', sameOrigin(location));
    res.setHeader('Cache-Control', cache);
    res.setHeader('Vary', vary);
    res.setHeader('Content-Length', 0);
    res.end();
  }

  async function sendPageFile(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RequestContext,
    file: BuildFile,
    options: { status: 200 | 404; cacheControl: string; vary: string; noReferrer: boolean },
  ) {
    const scriptHashes = file.rel.endsWith('.html') ? await hashes.get(file.abs, file.stat) : [];
    secure(res, ctx, scriptHashes, options.noReferrer);
    await sendBuildFile(req, res, file, options);
  }

  async function serveFromBuild(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RequestContext,
    live: LiveRelease,
    decodedPath: string | null,
    vary: string,
  ) {
    const buildDir = path.join(live.dir, ctx.device!);
    const file = decodedPath === null ? null : await findBuildFile(buildDir, decodedPath);
    if (file) {
      await sendPageFile(req, res, ctx, file, {
        status: 200,
        cacheControl: ctx.linkToken ? NO_STORE : cacheControlFor(file.rel, decodedPath!),
        vary,
        noReferrer: isTokenPage(decodedPath!),
      });
      return;
    }
    for (const candidate of notFoundCandidates(decodedPath ?? '/')) {
      const page = await findBuildFile(buildDir, candidate);
      if (page) {
        await sendPageFile(req, res, ctx, page, {
          status: 404,
          cacheControl: ctx.linkToken ? NO_STORE : REVALIDATE,
          vary,
          noReferrer: decodedPath !== null && isTokenPage(decodedPath),
        });
        return;
      }
    }
    sendText(res, ctx, 404, 'Page not found', req);
  }

  /**
   * A server-rendered part or comparison page (decision 095), revalidated by its ETag, gzipped
   * when the client takes it, as the part sitemaps are (nginx's cache key names the same two
   * variants): the HTML is 20–25 kB, about 6 gzipped, one round trip of a phone's line instead of
   * two (decision 098, seventh round).
   */
  function sendRenderedPage(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RequestContext,
    page: RenderedPage,
  ) {
    const gzip = acceptedEncodings(req.headers['accept-encoding']).includes('gzip');
    // Each representation has its own entity tag.
    const etag = gzip ? `${page.etag.slice(0, -1)}-gz"` : page.etag;
    secure(res, ctx, page.scriptHashes);
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Vary', PAGE_VARY);
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const html = Buffer.from(page.html);
    const body = gzip ? zlib.gzipSync(html) : html;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function handleRebuild(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RequestContext,
    pathname: string,
    search: string,
  ) {
    const send: SendJson = (status, body) => sendJson(res, ctx, status, body, req);
    return forwarder.forward(req, res, { pathname, search }, send, ctx.requestId);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext) {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    // Collapsing leading slashes keeps every redirect built from the path on this origin.
    const rawPath = (queryAt >= 0 ? url.slice(0, queryAt) : url).replace(/^\/{2,}/, '/') || '/';
    const search = queryAt >= 0 ? url.slice(queryAt) : '';
    const decodedRaw = decodePath(rawPath);
    // A mail client may have encoded the '?': the token is then in the path.
    const hidden = decodedRaw === null ? null : hiddenQuery(decodedRaw);
    ctx.linkToken =
      hasLinkTokenQuery(search) ||
      isTokenPage(decodedRaw ?? rawPath) ||
      (hidden !== null && (isTokenPage(hidden.page) || hasLinkTokenQuery(hidden.query)));

    if (rawPath === '/website' || rawPath.startsWith('/website/')) {
      proxy(req, res, {
        requestId: ctx.requestId,
        https: ctx.https,
        decorate: (answer) => {
          secure(answer, ctx);
          answer.setHeader('Cache-Control', NO_STORE);
        },
      });
      return;
    }
    if (isRebuildRoute(rawPath)) return handleRebuild(req, res, ctx, rawPath, search);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, ctx, 405, 'Method not allowed', req);
      return;
    }
    if (rawPath === '/__health') {
      const live = await releases.live();
      sendJson(res, ctx, 200, { status: 'ok', release: live?.id ?? null }, req);
      return;
    }
    if (rawPath === '/builds/latest.json') {
      const live = await releases.live();
      if (live) sendJson(res, ctx, 200, { id: live.id, builtAt: live.builtAt }, req);
      else sendJson(res, ctx, 503, { code: 503, msg: 'No site release is live yet' }, req);
      return;
    }

    const mailedLink = decodedRaw === null ? null : mailedLinkLocation(decodedRaw);
    if (mailedLink) {
      redirect(res, ctx, 302, mailedLink, NO_STORE, PAGE_VARY);
      return;
    }

    const userAgent = req.headers['user-agent'];
    ctx.device = detectDevice(userAgent);
    const decodedPath = decodedRaw;
    const area = { siteArea: config.siteArea, externalUrl: config.siteAreaRedirectUrl };
    let vary = PAGE_VARY;
    let partPage: PartPageRequest | null = null;
    if (
      decodedPath !== null &&
      (await sendPartSitemap(req, res, decodedPath, partPages, (answer) => secure(answer, ctx)))
    )
      return;
    if (decodedPath !== null && isAssetRequest(decodedPath)) {
      // The CN area holds for a page's own files too: its HTML file and its page data, which a
      // client-side navigation fetches instead of the page.
      const rule = areaRule(decodedPath, area);
      if (rule.action === 'redirect') {
        redirect(res, ctx, 302, rule.location, NO_STORE, PAGE_VARY);
        return;
      }
      if (rule.action === 'refuse-data') {
        sendJson(res, ctx, 403, { code: 403, msg: 'This page is not available in this area' }, req);
        return;
      }
      const partData = partPageDataRequest(decodedPath);
      if (partData) {
        const live = await releases.live();
        const data =
          live && (await partPages.pageData(path.join(live.dir, ctx.device), ctx.device, partData));
        if (!data) {
          sendJson(res, ctx, 404, { code: 404, msg: 'Page not found' }, req);
          return;
        }
        secure(res, ctx);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', REVALIDATE);
        res.setHeader('Vary', PAGE_VARY);
        res.setHeader('Content-Length', Buffer.byteLength(data));
        res.end(req.method === 'HEAD' ? undefined : data);
        return;
      }
    } else {
      const decision = decideRoute(rawPath, search, userAgent, area);
      if (decision.action === 'redirect') {
        // Device redirects are stable per agent; the others depend on configuration and stay
        // uncached, as does every redirect that carries or leads to a link token.
        const cache = decision.status === 301 && !ctx.linkToken ? DEVICE_REDIRECT_CACHE : NO_STORE;
        redirect(res, ctx, decision.status, decision.location, cache, PAGE_VARY);
        return;
      }
      partPage = decodedPath === null ? null : partPageRequest(decodedPath, search);
      if (partPage?.action === 'redirect') {
        // The query addresses of decision 032 live on as permanent redirects to the path form.
        redirect(res, ctx, 301, partPage.location, DEVICE_REDIRECT_CACHE, PAGE_VARY);
        return;
      }
      if (rawPath === '/') {
        const locale = rootLocale(req.headers.cookie, req.headers['accept-language']);
        if (locale !== 'jp') {
          redirect(res, ctx, 302, `${localePrefix(locale)}${search}`, NO_STORE, ROOT_VARY);
          return;
        }
        vary = ROOT_VARY;
      }
    }
    const live = await releases.live();
    if (!live) {
      res.setHeader('Retry-After', '10');
      sendText(res, ctx, 503, 'The site has no live release yet.', req);
      return;
    }
    ctx.release = live.id;
    if (partPage?.action === 'render') {
      const page = await partPages.render(path.join(live.dir, ctx.device!), ctx.device!, partPage);
      if (page) return sendRenderedPage(req, res, ctx, page);
      // An unknown part: the not-found page of the address's language and layout.
    }
    await serveFromBuild(req, res, ctx, live, decodedPath, vary);
  }

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const ctx: RequestContext = {
      requestId: randomUUID(),
      https: isHttps(req, config.trustedProxies),
      linkToken: false,
    };
    res.setHeader('X-Request-Id', ctx.requestId);
    res.once('close', () => {
      logger.info('request', {
        requestId: ctx.requestId,
        method: req.method,
        // The path and the names of query keys only: a query may hold a link token.
        ...requestTarget(req.url),
        status: res.statusCode,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        device: ctx.device,
        release: ctx.release,
        remote: req.socket.remoteAddress,
        aborted: !res.writableFinished || undefined,
      });
    });
    handle(req, res, ctx).catch((error: unknown) => {
      logger.error('request failed', {
        requestId: ctx.requestId,
        error: redactLinkTokens(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      });
      if (!res.headersSent) sendText(res, ctx, 500, 'Internal server error', req);
      else res.destroy();
    });
  });
  limitSlowClients(server);

  return {
    server,
    releases,
    listen: (port, host) => listenOn(server, port, host),
    async close() {
      await closeGracefully(server, config.shutdownGraceMs);
      proxy.close();
      forwarder.close();
      await partPages.close();
    },
  };
}
