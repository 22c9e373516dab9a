import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import {
  areaRule,
  decideRoute,
  detectDevice,
  hasLinkTokenQuery,
  pageOfFile,
  siteAreaOptions,
  type MiddlewareOptions,
} from '@site/routing';

/**
 * Device redirects where Gatsby Functions run instead of the site server: the same
 * `decideRoute` answers for the path in `?path=` or, behind a rewrite, the original path
 * (`X-Original-URI` / `X-Forwarded-Uri`, or the request URL itself when it is not this
 * function's own). A redirect is sent as such; otherwise the answer names the build to serve.
 */
function originalUrl(req: GatsbyFunctionRequest): string | null {
  const fromQuery = req.query?.path;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  for (const header of ['x-original-uri', 'x-forwarded-uri']) {
    const value = req.headers[header];
    if (typeof value === 'string' && value !== '') return value;
  }
  const url = req.url ?? '';
  return url.startsWith('/') && !url.startsWith('/api/') ? url : null;
}

/** The area settings, checked: `SITE_AREA=CN` without its external URL is refused. */
function areaSettings(): MiddlewareOptions {
  return siteAreaOptions(process.env.SITE_AREA, process.env.SITE_AREA_REDIRECT_URL);
}

// Checked when the function loads too, so a wrong setting stops it before any request.
areaSettings();

export default function deviceRedirect(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void {
  res.setHeader('Vary', 'User-Agent');
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ code: 405, msg: 'Method not allowed' });
    return;
  }
  const url = originalUrl(req);
  if (!url || !url.startsWith('/')) {
    res.status(400).json({ code: 400, msg: 'path must be a site path starting with /' });
    return;
  }
  const queryAt = url.indexOf('?');
  // Collapsed leading slashes keep every redirect on this origin (`//host` is another site).
  const rawPath = (queryAt >= 0 ? url.slice(0, queryAt) : url).replace(/^\/{2,}/, '/');
  const search = queryAt >= 0 ? url.slice(queryAt) : '';
  let area: MiddlewareOptions;
  try {
    area = areaSettings();
  } catch (error) {
    console.error(`device-redirect: ${(error as Error).message}`);
    res.status(500).json({ code: 500, msg: (error as Error).message });
    return;
  }
  let decodedPath: string | null = null;
  try {
    decodedPath = decodeURIComponent(rawPath);
  } catch {
    // Undecodable: decideRoute answers it.
  }
  // A page's own files (its HTML file, its page data) answer to the CN area like the page.
  const file = decodedPath === null ? { action: 'open' as const } : areaRule(decodedPath, area);
  if (file.action === 'refuse-data') {
    res.status(403).json({ code: 403, msg: 'This page is not available in this area' });
    return;
  }
  if (file.action === 'redirect') {
    res.redirect(302, file.location);
    return;
  }
  // Page data and static files are served as they are, from the agent's build.
  if (decodedPath !== null && (/^\/(?:page-data|static)\//.test(decodedPath) || pageOfFile(decodedPath))) {
    const build = detectDevice(req.headers['user-agent']);
    res.status(200).json({ action: 'serve', build, pathname: rawPath });
    return;
  }
  const decision = decideRoute(rawPath, search, req.headers['user-agent'], area);
  if (decision.action === 'redirect') {
    // A mailed link's token must not sit in a shared cache or travel on in a Referer.
    if (hasLinkTokenQuery(search)) res.setHeader('Referrer-Policy', 'no-referrer');
    else if (decision.status === 301) res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(decision.status, decision.location);
    return;
  }
  res.status(200).json({ action: 'serve', build: decision.build, pathname: decision.pathname });
}
