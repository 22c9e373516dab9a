import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { decideRoute, hasLinkTokenQuery } from '@site/routing';

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
  const decision = decideRoute(rawPath, search, req.headers['user-agent'], {
    siteArea: process.env.SITE_AREA,
    externalUrl: process.env.SITE_AREA_REDIRECT_URL,
  });
  if (decision.action === 'redirect') {
    // A mailed link's token must not sit in a shared cache or travel on in a Referer.
    if (hasLinkTokenQuery(search)) res.setHeader('Referrer-Policy', 'no-referrer');
    else if (decision.status === 301) res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(decision.status, decision.location);
    return;
  }
  res.status(200).json({ action: 'serve', build: decision.build, pathname: decision.pathname });
}
