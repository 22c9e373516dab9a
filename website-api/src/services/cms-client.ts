import { MEMBER_BODY_TYPES, richTextToHtml, type MemberBodyType } from '@site/cms-content';
import type { MemberContent, MemberContentType } from '@site/contracts';
import { toCmsLocale, type Locale } from '@site/routing';
import { z } from 'zod';
import { TtlCache } from './ttl-cache';

/** A material file as the CMS lists it; the route turns the id into a signed link. */
export interface CmsFileRef {
  id: number;
  name: string;
}

/** A members-only body as read from the CMS: files by id, not by their CMS URL. */
export type CmsContent = Omit<MemberContent, 'materialFiles'> & { materialFiles: CmsFileRef[] };

export type ContentLookup =
  | { status: 'found'; content: CmsContent }
  | { status: 'not-found' }
  | { status: 'not-synced' };

export class CmsUnavailableError extends Error {}

// The CMS answers Strapi 5's flat format; media may also come in the older
// `{ data: [{ attributes }] }` shape, so the reader accepts both and ignores the rest.
const ListSchema = z.object({ data: z.array(z.record(z.string(), z.unknown())) });
const MediaSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().optional(),
  url: z.string(),
});
const DocumentSchema = z.object({ data: z.record(z.string(), z.unknown()).nullable() });
const FileSchema = z.object({ name: z.string().optional(), url: z.string(), mime: z.string().optional() });

/** A file's CMS record: what the download route needs to stream it. */
export interface CmsFileInfo {
  name: string;
  /** Path on the CMS, always under `/uploads/`. */
  path: string;
  mime: string;
}

function mediaList(value: unknown): CmsFileRef[] {
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)
      ? ((value as { data: unknown[] }).data.map((item) =>
          item && typeof item === 'object' && 'attributes' in item
            ? (item as { attributes: unknown }).attributes
            : item,
        ) as unknown[])
      : [];
  return items.flatMap((item) => {
    const parsed = MediaSchema.safeParse(item);
    return parsed.success
      ? [{ id: parsed.data.id, name: parsed.data.name ?? parsed.data.url.split('/').pop() ?? '' }]
      : [];
  });
}

export interface CmsClientOptions {
  baseUrl: string;
  /** Where browsers load CMS media: images in the bodies point there (CMS_PUBLIC_URL). */
  publicUrl: string;
  /** The site's public origin: body links to it are read as site links (SITE_URL). */
  siteUrl?: string;
  token: string | null;
  ttlMs: number;
  maxEntries: number;
  timeoutMs: number;
  now: () => number;
}

/** Reads members-only bodies with the server token; answers are cached per (type, slug, locale). */
export class CmsClient {
  private readonly cache: TtlCache<ContentLookup>;
  private readonly inFlight = new Map<string, Promise<ContentLookup>>();
  private readonly files: TtlCache<CmsFileInfo | null>;

  constructor(private readonly options: CmsClientOptions) {
    this.cache = new TtlCache(options.ttlMs, options.maxEntries, options.now);
    this.files = new TtlCache(options.ttlMs, options.maxEntries, options.now);
  }

  /** A media-library file by id (null when the CMS has none), cached like the bodies. */
  async fileInfo(id: number): Promise<CmsFileInfo | null> {
    const key = String(id);
    const cached = this.files.get(key);
    if (cached !== undefined) return cached;
    const response = await this.request(`/api/upload/files/${id}`, 'application/json', true);
    if (response.status === 404) {
      this.files.set(key, null);
      return null;
    }
    if (!response.ok) throw new CmsUnavailableError(`CMS answered HTTP ${response.status}`);
    const parsed = FileSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CmsUnavailableError('CMS answer has an unexpected shape');
    // Only the CMS's own upload folder: the server token is never sent to another host.
    const path = new URL(parsed.data.url, `${this.options.baseUrl}/`).pathname;
    const info = path.startsWith('/uploads/')
      ? {
          name: parsed.data.name ?? path.split('/').pop() ?? 'file',
          path,
          mime: parsed.data.mime ?? 'application/octet-stream',
        }
      : null;
    this.files.set(key, info);
    return info;
  }

  /**
   * Opens a stored file with the server token (members-only files answer 404 without it).
   * The timeout covers the answer's headers; the body then streams as long as it takes.
   */
  openFile(info: CmsFileInfo): Promise<Response> {
    return this.request(info.path, '*/*', false);
  }

  /**
   * One document as the preview shows it (decision 073): `status` (draft or published) in its
   * CMS locale, with the relations and media named in `populate`; null when the CMS has none.
   * Never cached: the editor previews the latest save.
   */
  async document(
    plural: string,
    documentId: string,
    cmsLocale: string,
    status: 'draft' | 'published',
    populate: readonly string[],
  ): Promise<Record<string, unknown> | null> {
    const query = new URLSearchParams({ status, locale: cmsLocale });
    for (const field of populate) query.set(`populate[${field}]`, 'true');
    const response = await this.request(
      `/api/${plural}/${encodeURIComponent(documentId)}?${query}`,
      'application/json',
      true,
    );
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsUnavailableError(`CMS answered HTTP ${response.status}`);
    const parsed = DocumentSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CmsUnavailableError('CMS answer has an unexpected shape');
    return parsed.data.data;
  }

  private async request(path: string, accept: string, bodyTimeout: boolean): Promise<Response> {
    if (!this.options.token) throw new CmsUnavailableError('No CMS API token configured');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), this.options.timeoutMs);
    try {
      return await fetch(`${this.options.baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${this.options.token}`, Accept: accept },
        signal: bodyTimeout
          ? AbortSignal.any([controller.signal, AbortSignal.timeout(this.options.timeoutMs)])
          : controller.signal,
        redirect: 'error',
      });
    } catch (error) {
      throw new CmsUnavailableError(`CMS request failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async lookup(type: MemberContentType, slug: string, locale: Locale): Promise<ContentLookup> {
    const key = `${type}|${slug}|${locale}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Concurrent misses for one item share a single CMS request.
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchDetail(type, slug, locale)
        .then((result) => {
          this.cache.set(key, result);
          return result;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetchDetail(type: MemberContentType, slug: string, locale: Locale): Promise<ContentLookup> {
    const { plural, richText, files, syncedField }: MemberBodyType = MEMBER_BODY_TYPES[type];
    if (!this.options.token) throw new CmsUnavailableError('No CMS API token configured');
    const query = new URLSearchParams({ 'filters[slug][$eq]': slug, locale: toCmsLocale(locale) });
    for (const field of files) query.set(`populate[${field}]`, 'true');
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/api/${plural}?${query}`, {
        headers: { Authorization: `Bearer ${this.options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new CmsUnavailableError(`CMS request failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CmsUnavailableError(`CMS answered HTTP ${response.status}`);
    const parsed = ListSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CmsUnavailableError('CMS answer has an unexpected shape');
    const item = parsed.data.data.find((entry) => entry.slug === slug) ?? parsed.data.data[0];
    if (!item) return { status: 'not-found' };
    // Missing flags take the content model's defaults: synced, not members-only.
    if (item[syncedField] === false) return { status: 'not-synced' };
    // The rules of the public bodies the site build renders (packages/cms-content).
    const html: Record<string, string | null> = {};
    for (const field of richText) {
      const value = item[field];
      html[field] =
        typeof value === 'string'
          ? richTextToHtml(value, this.options.publicUrl, locale, this.options.siteUrl)
          : null;
    }
    const materialFiles = files.flatMap((field) => mediaList(item[field]));
    return {
      status: 'found',
      content: {
        type,
        slug,
        locale,
        membersOnly: item.membersOnly === true,
        detailSynced: true,
        html,
        materialFiles,
      },
    };
  }
}
