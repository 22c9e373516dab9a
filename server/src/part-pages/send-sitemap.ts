import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicConfig } from '../../../src/config/public-config';
import { SITEMAP } from '../cache-policy';
import { acceptedEncodings } from '../static-files';
import type { PartPages } from './part-pages';
import { partSitemapFile, partSitemapIndex, partSitemapRanges, partSitemapRequest } from './sitemaps';

/**
 * Answers a part sitemap path (true) or leaves the request alone (false). The files are
 * streamed as they are read, gzip when the client takes it, and kept an hour by caches.
 */
export async function sendPartSitemap(
  req: IncomingMessage,
  res: ServerResponse,
  decodedPath: string,
  pages: PartPages,
  secure: (res: ServerResponse) => void,
): Promise<boolean> {
  const request = partSitemapRequest(decodedPath);
  if (!request) return false;
  const store = await pages.store();
  secure(res);
  if (request.kind === 'file' && request.range >= (await partSitemapRanges(store))) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', SITEMAP);
    res.end(req.method === 'HEAD' ? undefined : 'No such sitemap');
    return true;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', SITEMAP);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const siteUrl = publicConfig.siteUrl;
  const body = Readable.from(
    request.kind === 'index'
      ? partSitemapIndex(store, siteUrl)
      : partSitemapFile(store, siteUrl, request.locale, request.range),
  );
  if (acceptedEncodings(req.headers['accept-encoding']).includes('gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    await pipeline(body, zlib.createGzip(), res);
  } else {
    await pipeline(body, res);
  }
  return true;
}
