import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESSIBLE_EXTENSIONS, contentTypeFor } from './content-types';

export interface BuildFile {
  /** Absolute path of the identity (uncompressed) file. */
  abs: string;
  /** Path inside the build folder, with '/' separators and no leading slash. */
  rel: string;
  stat: fs.Stats;
}

async function statFile(abs: string): Promise<fs.Stats | null> {
  try {
    const stat = await fs.promises.stat(abs);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * Finds the file a request path names inside a build folder: the file itself, or the
 * `index.html` of a page folder. `decodedPath` is percent-decoded; paths that leave the
 * folder or carry NUL bytes find nothing.
 */
export async function findBuildFile(buildDir: string, decodedPath: string): Promise<BuildFile | null> {
  if (decodedPath.includes('\0') || decodedPath.includes('\\')) return null;
  const normalized = path.posix.normalize(`/${decodedPath}`);
  if (normalized.split('/').includes('..')) return null;
  const rel = normalized.replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`];
  for (const candidate of candidates) {
    const abs = path.join(buildDir, candidate);
    if (!abs.startsWith(buildDir + path.sep)) continue;
    const stat = await statFile(abs);
    if (stat) return { abs, rel: candidate, stat };
  }
  return null;
}

type Encoding = 'br' | 'gzip';

/** Encodings the client accepts, best first, from Accept-Encoding with q-values. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isNaN(value) ? 0 : value);
  }
  const weight = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
}

function entityTag(stat: fs.Stats, encoding: Encoding | null): string {
  const base = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  return `"${encoding ? `${base}-${encoding === 'br' ? 'br' : 'gz'}` : base}"`;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function isNotModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) return etagMatches(inm, etag);
  const ims = req.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range; several ranges or a malformed header serve the whole file. */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export interface SendFileOptions {
  status: 200 | 404;
  cacheControl: string;
  vary: string;
}

/**
 * Streams a build file: a precompressed `.br` / `.gz` sibling when the client takes it,
 * validators and 304 for 200 answers, a single byte range for uncompressed answers.
 */
export async function sendBuildFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: BuildFile,
  options: SendFileOptions,
): Promise<void> {
  let encoding: Encoding | null = null;
  let bodyPath = file.abs;
  let bodySize = file.stat.size;
  if (COMPRESSIBLE_EXTENSIONS.includes(path.extname(file.abs).toLowerCase())) {
    for (const candidate of acceptedEncodings(req.headers['accept-encoding'])) {
      const sibling = `${file.abs}.${candidate === 'br' ? 'br' : 'gz'}`;
      const stat = await statFile(sibling);
      if (stat) {
        encoding = candidate;
        bodyPath = sibling;
        bodySize = stat.size;
        break;
      }
    }
  }
  res.setHeader('Content-Type', contentTypeFor(file.abs));
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Vary', options.vary);
  if (encoding) res.setHeader('Content-Encoding', encoding);

  let range: RangeResult = null;
  if (options.status === 200) {
    const etag = entityTag(file.stat, encoding);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', file.stat.mtime.toUTCString());
    if (isNotModified(req, etag, file.stat.mtime)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (!encoding) {
      res.setHeader('Accept-Ranges', 'bytes');
      const ifRange = req.headers['if-range'] === undefined ? undefined : String(req.headers['if-range']);
      const rangeStillValid =
        !ifRange ||
        (ifRange.startsWith('"') || ifRange.startsWith('W/')
          ? ifRange === etag
          : Date.parse(ifRange) >= Math.floor(file.stat.mtimeMs / 1000) * 1000);
      if (rangeStillValid) range = parseRange(req.headers.range, bodySize);
    }
  }
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${bodySize}`);
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : bodySize - 1;
  res.statusCode = range ? 206 : options.status;
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${bodySize}`);
  res.setHeader('Content-Length', String(bodySize === 0 ? 0 : end - start + 1));
  if (req.method === 'HEAD' || bodySize === 0) {
    res.end();
    return;
  }
  await pipeline(fs.createReadStream(bodyPath, { start, end }), res);
}
