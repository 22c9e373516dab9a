import { API_CODE } from '@site/contracts';
import { fromCmsLocale } from '@site/routing';
import { z } from 'zod';
import { ok, sendEnvelope } from '../../lib/envelope';
import { clientLimit } from '../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import {
  PREVIEW_UIDS,
  loadPreviewSecret,
  verifyPreviewToken,
  type PreviewKind,
  type PreviewUid,
} from '../../lib/preview-token';
import { responses } from '../../lib/responses';
import { FileLinks, fileLinkKey } from '../../lib/signed-links';
import { CmsUnavailableError } from '../../services/cms-client';
import { MEMBER_BODY_TYPES, richTextToHtml } from '@site/cms-content';

export const PreviewBodySchema = z.object({ token: z.string().min(1).max(4096) });

/** What the site's preview page renders: the item in the shape of its detail template's data. */
export const PreviewSchema = z.object({
  kind: z.enum(['news', 'notice', 'brand', 'enterprise']),
  locale: z.enum(['jp', 'zh', 'en']),
  status: z.enum(['draft', 'published']),
  item: z.record(z.string(), z.unknown()),
});
export type Preview = z.infer<typeof PreviewSchema>;

type Raw = Record<string, unknown>;

/** Collection and what the detail page shows of it (the site build's mapping, gatsby-source-cms). */
const SOURCES: Record<PreviewUid, { plural: string; populate: readonly string[] }> = {
  'api::news-article.news-article': {
    plural: MEMBER_BODY_TYPES.news.plural,
    populate: ['cover', 'category', 'tags', 'relatedBrands'],
  },
  'api::notice.notice': { plural: 'notices', populate: ['category'] },
  'api::brand.brand': {
    plural: MEMBER_BODY_TYPES.brand.plural,
    populate: ['logo', 'category', ...MEMBER_BODY_TYPES.brand.files],
  },
  'api::enterprise.enterprise': { plural: MEMBER_BODY_TYPES.enterprise.plural, populate: ['category'] },
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const record = (value: unknown): Raw | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;
const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.map(record).filter((r): r is Raw => r !== null) : [];
/**
 * Rich text with the rules of the built pages and the members-only bodies (packages/cms-content,
 * security.md item 8): images the CMS stores (`/uploads/…`) load from its public origin, site
 * links go under the previewed language.
 */
const richText =
  (cmsPublicUrl: string, locale: string) =>
  (value: unknown): string | null =>
    richTextToHtml(text(value), cmsPublicUrl, locale);
const named = (value: unknown) =>
  list(value).map((entry) => ({ name: String(entry.name ?? ''), slug: String(entry.slug ?? '') }));
const category = (value: unknown) => {
  const entry = record(value);
  return entry ? { name: String(entry.name ?? ''), slug: String(entry.slug ?? '') } : null;
};

/** Maps a CMS document to the data of the site's detail template for its kind. */
function toItem(
  kind: PreviewKind,
  raw: Raw,
  html: (value: unknown) => string | null,
  media: (url: unknown) => string | null,
  fileLink: (id: unknown) => string | null,
): Raw {
  const slug = String(raw.slug ?? '');
  switch (kind) {
    case 'news': {
      const cover = record(raw.cover);
      const coverUrl = cover ? media(cover.url) : null;
      return {
        slug,
        title: String(raw.title ?? ''),
        date: text(raw.date),
        summary: text(raw.summary),
        hot: flag(raw.hot, false),
        membersOnly: flag(raw.membersOnly, false),
        detailSynced: flag(raw.detailSynced, true),
        bodyHtml: html(raw.body),
        cover: coverUrl ? { url: coverUrl, alternativeText: text(cover?.alternativeText) } : null,
        category: category(raw.category),
        tags: named(raw.tags),
        relatedBrands: named(raw.relatedBrands),
      };
    }
    case 'notice':
      return {
        slug,
        title: String(raw.title ?? ''),
        date: text(raw.date),
        category: category(raw.category),
        bodyHtml: html(raw.body),
      };
    case 'brand': {
      const logo = record(raw.logo);
      const logoUrl = logo ? media(logo.url) : null;
      return {
        slug,
        name: String(raw.name ?? ''),
        summary: text(raw.summary),
        logo: logoUrl ? { url: logoUrl } : null,
        recommended: flag(raw.recommended, false),
        automotiveGrade: flag(raw.automotiveGrade, false),
        officialUrl: text(raw.officialUrl),
        membersOnly: flag(raw.membersOnly, false),
        detailSynced: flag(raw.detailSynced, true),
        category: category(raw.category),
        qualityCertificationHtml: html(raw.qualityCertification),
        companyOverviewHtml: html(raw.companyOverview),
        productLineupHtml: html(raw.productLineup),
        useCasesHtml: html(raw.useCases),
        materialsHtml: html(raw.materials),
        // Members-only files are not public by URL: short-lived signed links, as for members.
        materialFiles: list(raw.materialFiles).flatMap((file) => {
          const url = fileLink(file.id);
          return url ? [{ url, name: text(file.name) }] : [];
        }),
        contactHtml: html(raw.contact),
      };
    }
    case 'enterprise':
      return {
        slug,
        name: String(raw.name ?? ''),
        summary: text(raw.summary),
        category: category(raw.category),
        automotiveGrade: (text(raw.automotiveGrade) ?? 'none').replace(/_/g, '-'),
        certifications: Array.isArray(raw.certifications)
          ? raw.certifications.filter((c): c is string => typeof c === 'string')
          : [],
        recommended: flag(raw.recommended, false),
        detailAvailable: flag(raw.detailAvailable, true),
        membersOnly: flag(raw.membersOnly, false),
        descriptionHtml: html(raw.description),
        website: text(raw.website),
      };
  }
}

/**
 * `POST /website/preview` with `{ token }` (decision 073): the document a CMS preview token
 * names, read from the CMS with the server token in the token's status (a draft unless the
 * editor previews the published version) and locale. A bad or expired token answers 403;
 * nothing is cached, here or on the way (the API answers no-store).
 */
const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read on first use: an API that never previews needs no secret.
  let secret: string | null = null;
  const links = new FileLinks(fileLinkKey(app.config.fileLinkSecret, app.config.cmsApiToken), app.now);
  const media = (url: unknown): string | null => {
    const value = text(url);
    if (!value) return null;
    try {
      const absolute = new URL(value, `${app.config.cmsPublicUrl}/`);
      return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.toString() : null;
    } catch {
      return null;
    }
  };
  const fileLink = (id: unknown) =>
    typeof id === 'number' && Number.isInteger(id) && id > 0 ? links.sign(id) : null;

  app.post(
    '/preview',
    { schema: { body: PreviewBodySchema, response: responses(PreviewSchema) }, config: clientLimit(app, 60) },
    async (request, reply) => {
      secret ??= loadPreviewSecret(app.config.previewSecret);
      const check = verifyPreviewToken(request.body.token, secret, app.now());
      if (check.status !== 'valid') {
        request.log.info({ event: 'preview.refused', reason: check.status }, 'preview token refused');
        // HTTP and envelope code 403: the page asks the editor to open the preview again.
        return sendEnvelope(request, reply, 403, 403, 'contentUnavailable', { reason: check.status });
      }
      const { uid, documentId, locale, status } = check.claims;
      const source = SOURCES[uid];
      let raw: Raw | null;
      try {
        raw = await app.cms.document(source.plural, documentId, locale, status, source.populate);
      } catch (error) {
        if (!(error instanceof CmsUnavailableError)) throw error;
        request.log.warn({ reason: error.message, uid }, 'CMS unavailable');
        return sendEnvelope(request, reply, 502, API_CODE.upstreamUnavailable, 'contentUnavailable');
      }
      if (!raw) {
        return sendEnvelope(request, reply, 200, API_CODE.notFound, 'contentUnavailable', {
          reason: 'not-found',
        });
      }
      const kind = PREVIEW_UIDS[uid];
      request.log.info({ event: 'preview.served', uid, documentId, locale, status }, 'preview served');
      reply.header('cache-control', 'no-store');
      return ok<Preview>(request, reply, {
        kind,
        locale: fromCmsLocale(locale),
        status,
        item: toItem(kind, raw, richText(app.config.cmsPublicUrl, fromCmsLocale(locale)), media, fileLink),
      });
    },
  );
};

export default previewRoutes;
