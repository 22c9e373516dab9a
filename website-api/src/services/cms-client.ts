import type { MemberContent, MemberContentType } from '@site/contracts';
import { toCmsLocale, type Locale } from '@site/routing';
import { z } from 'zod';
import { markdownToSafeHtml } from './rich-text';
import { TtlCache } from './ttl-cache';

/** Collection and members-only rich-text fields of each detail kind (docs/content-model.md). */
const COLLECTIONS: Record<MemberContentType, { plural: string; richText: string[]; syncedField: string }> = {
  news: { plural: 'news-articles', richText: ['body'], syncedField: 'detailSynced' },
  brand: {
    plural: 'brands',
    richText: ['qualityCertification', 'companyOverview', 'productLineup', 'useCases', 'materials', 'contact'],
    syncedField: 'detailSynced',
  },
  enterprise: { plural: 'enterprises', richText: ['description'], syncedField: 'detailAvailable' },
};

export type ContentLookup =
  | { status: 'found'; content: MemberContent }
  | { status: 'not-found' }
  | { status: 'not-synced' };

export class CmsUnavailableError extends Error {}

// The CMS answers Strapi 5's flat format; media may also come in the older
// `{ data: [{ attributes }] }` shape, so the reader accepts both and ignores the rest.
const ListSchema = z.object({ data: z.array(z.record(z.string(), z.unknown())) });
const MediaSchema = z.object({ name: z.string().optional(), url: z.string() });

function mediaList(value: unknown): { name: string; url: string }[] {
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)
      ? ((value as { data: unknown[] }).data.map((item) =>
          item && typeof item === 'object' && 'attributes' in item ? (item as { attributes: unknown }).attributes : item,
        ) as unknown[])
      : [];
  return items.flatMap((item) => {
    const parsed = MediaSchema.safeParse(item);
    return parsed.success ? [{ name: parsed.data.name ?? parsed.data.url.split('/').pop() ?? '', url: parsed.data.url }] : [];
  });
}

export interface CmsClientOptions {
  baseUrl: string;
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

  constructor(private readonly options: CmsClientOptions) {
    this.cache = new TtlCache(options.ttlMs, options.maxEntries, options.now);
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
    const { plural, richText, syncedField } = COLLECTIONS[type];
    if (!this.options.token) throw new CmsUnavailableError('No CMS API token configured');
    const query = new URLSearchParams({ 'filters[slug][$eq]': slug, locale: toCmsLocale(locale) });
    if (type === 'brand') query.set('populate[materialFiles]', 'true');
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
    const html: Record<string, string | null> = {};
    for (const field of richText) {
      const value = item[field];
      html[field] = typeof value === 'string' && value.trim() ? markdownToSafeHtml(value) : null;
    }
    const materialFiles = type === 'brand' ? mediaList(item.materialFiles).map((file) => ({
      name: file.name,
      url: /^https?:\/\//.test(file.url) ? file.url : `${this.options.baseUrl}${file.url.startsWith('/') ? '' : '/'}${file.url}`,
    })) : [];
    return {
      status: 'found',
      content: { type, slug, locale, membersOnly: item.membersOnly === true, detailSynced: true, html, materialFiles },
    };
  }
}
