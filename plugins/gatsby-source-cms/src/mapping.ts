import type { MediaLookup } from './media';
import { localizeRichText } from './media-html';
import { absoluteUrl, richTextToHtml } from './rich-text';
import { NODE_TYPES, type NodeTypeName } from './schema';

export interface RawFile {
  url: string;
  name?: string | null;
  mime?: string | null;
  size?: number | null;
  width?: number | null;
  height?: number | null;
  /** When the file last changed in the media library (a replaced file keeps its URL). */
  updatedAt?: string | null;
  alternativeText?: string | null;
}
interface RawRef {
  documentId: string;
}
/** One item as the CMS answers it; which keys are present depends on the type. */
export type RawItem = { documentId: string; updatedAt: string } & Record<string, unknown>;

export interface FileField {
  /** The site's copy (`/media/…`) when the build has the snapshot's media, else the CMS URL. */
  url: string;
  name: string | null;
  mime: string | null;
  size: number | null;
  alternativeText: string | null;
  /** Intrinsic size of an image (of `url`). */
  width: number | null;
  height: number | null;
  /** Images: every width in `url`'s format, for `srcset`. */
  srcSet: string | null;
  /** Images: the same widths in modern formats, for `<source>`. */
  sources: { type: string; srcSet: string }[];
}

/** What mapping needs besides the item: the CMS URL, how to name linked nodes, and the media. */
export interface MapContext {
  cmsUrl: string;
  locale: string;
  /** The site's public origin: links in rich text to it are read as site links. */
  siteUrl?: string;
  nodeId(type: NodeTypeName, documentId: string): string;
  /**
   * The site's copies of CMS files (the snapshot's media, decision 045). Absent when the
   * build reads the CMS directly: files then keep their CMS URLs.
   */
  media?: MediaLookup;
}

const num = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/**
 * A media field. With the snapshot's media the file is the site's copy, or null when the site
 * has none (the CMS did not give it): pages never name the CMS.
 */
export function mapFile(
  file: RawFile | null | undefined,
  ctx: Pick<MapContext, 'cmsUrl' | 'media'>,
): FileField | null {
  if (!file?.url) return null;
  const url = absoluteUrl(file.url, ctx.cmsUrl);
  const base = {
    name: file.name ?? null,
    mime: file.mime ?? null,
    size: file.size ?? null,
    alternativeText: file.alternativeText ?? null,
  };
  if (!ctx.media) {
    return { ...base, url, width: num(file.width), height: num(file.height), srcSet: null, sources: [] };
  }
  const local = ctx.media.find(url, file);
  if (!local) return null;
  return {
    ...base,
    url: local.url,
    mime: local.mime ?? base.mime,
    width: local.width,
    height: local.height,
    srcSet: local.srcSet,
    sources: local.sources,
  };
}

/** Rich text as HTML, with the site's copies of the CMS files it shows. */
export function richText(markdown: string | null, ctx: MapContext): string | null {
  return localizeRichText(
    richTextToHtml(markdown, ctx.cmsUrl, ctx.locale, ctx.siteUrl),
    ctx.cmsUrl,
    ctx.media,
  );
}

/** A-Z from the first letter of a name, anything else 'Other' (same rule as the CMS). */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : 'Other';
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const ref = (value: unknown): RawRef | null =>
  value && typeof value === 'object' && 'documentId' in value ? (value as RawRef) : null;
const refs = (value: unknown): RawRef[] =>
  Array.isArray(value) ? value.map(ref).filter((r): r is RawRef => r !== null) : [];

/**
 * Members-only bodies stay out whatever the CMS answered: an item is public only when it
 * says `membersOnly: false`.
 */
export const isMembersOnly = (item: RawItem): boolean => item.membersOnly !== false;

function categoryFields(item: RawItem, ctx: MapContext) {
  const category = ref(item.category);
  return {
    category: category ? ctx.nodeId(NODE_TYPES.category, category.documentId) : null,
    categorySlug: category ? (str((category as RawRef & { slug?: string }).slug) ?? null) : null,
  };
}

export function mapNews(item: RawItem, ctx: MapContext) {
  const membersOnly = isMembersOnly(item);
  const date = String(item.date);
  const tags = refs(item.tags) as (RawRef & { slug?: string })[];
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    slug: String(item.slug),
    title: String(item.title ?? ''),
    date,
    year: yearOf(date),
    hot: bool(item.hot, false),
    membersOnly,
    detailSynced: bool(item.detailSynced, true),
    summary: str(item.summary),
    bodyHtml: membersOnly ? null : richText(str(item.body), ctx),
    cover: mapFile(item.cover as RawFile | null, ctx),
    ...categoryFields(item, ctx),
    tags: tags.map((tag) => ctx.nodeId(NODE_TYPES.tag, tag.documentId)),
    tagSlugs: tags.map((tag) => tag.slug).filter((slug): slug is string => typeof slug === 'string'),
    relatedBrands: refs(item.relatedBrands).map((brand) => ctx.nodeId(NODE_TYPES.brand, brand.documentId)),
    updatedAt: item.updatedAt,
  };
}

export function mapNotice(item: RawItem, ctx: MapContext) {
  const date = String(item.date);
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    slug: String(item.slug),
    title: String(item.title ?? ''),
    date,
    year: yearOf(date),
    ...categoryFields(item, ctx),
    bodyHtml: richText(str(item.body), ctx),
    updatedAt: item.updatedAt,
  };
}

export const BRAND_SECTIONS = [
  'qualityCertification',
  'companyOverview',
  'productLineup',
  'useCases',
  'materials',
  'contact',
] as const;

export function mapBrand(item: RawItem, ctx: MapContext) {
  const membersOnly = isMembersOnly(item);
  const name = String(item.name ?? '');
  const html = (field: (typeof BRAND_SECTIONS)[number]) =>
    membersOnly ? null : richText(str(item[field]), ctx);
  const files = membersOnly || !Array.isArray(item.materialFiles) ? [] : (item.materialFiles as RawFile[]);
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    slug: String(item.slug),
    name,
    initial: initialOf(name),
    logo: mapFile(item.logo as RawFile | null, ctx),
    recommended: bool(item.recommended, false),
    automotiveGrade: bool(item.automotiveGrade, false),
    officialUrl: str(item.officialUrl),
    ...categoryFields(item, ctx),
    summary: str(item.summary),
    membersOnly,
    detailSynced: bool(item.detailSynced, true),
    qualityCertificationHtml: html('qualityCertification'),
    companyOverviewHtml: html('companyOverview'),
    productLineupHtml: html('productLineup'),
    useCasesHtml: html('useCases'),
    materialsHtml: html('materials'),
    materialFiles: files.map((file) => mapFile(file, ctx)).filter((file): file is FileField => file !== null),
    contactHtml: html('contact'),
    updatedAt: item.updatedAt,
  };
}

export function mapEnterprise(item: RawItem, ctx: MapContext) {
  const membersOnly = isMembersOnly(item);
  const name = String(item.name ?? '');
  const certifications = Array.isArray(item.certifications)
    ? item.certifications.filter((c): c is string => typeof c === 'string')
    : [];
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    slug: String(item.slug),
    name,
    initial: str(item.initial) ?? initialOf(name),
    ...categoryFields(item, ctx),
    // GraphQL enums cannot hold '-': the CMS answers `in_progress` for `in-progress`.
    automotiveGrade: (str(item.automotiveGrade) ?? 'none').replace(/_/g, '-'),
    certifications,
    recommended: bool(item.recommended, false),
    detailAvailable: bool(item.detailAvailable, true),
    membersOnly,
    summary: str(item.summary),
    descriptionHtml: membersOnly ? null : richText(str(item.description), ctx),
    website: str(item.website),
    updatedAt: item.updatedAt,
  };
}

export function mapCategory(item: RawItem, ctx: MapContext) {
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    name: String(item.name ?? ''),
    slug: String(item.slug),
    kind: String(item.kind ?? ''),
    updatedAt: item.updatedAt,
  };
}

export function mapTag(item: RawItem, ctx: MapContext) {
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    name: String(item.name ?? ''),
    slug: String(item.slug),
    updatedAt: item.updatedAt,
  };
}

export function mapAbout(item: Record<string, unknown>, ctx: MapContext) {
  return {
    locale: ctx.locale,
    title: String(item.title ?? ''),
    bodyHtml: richText(str(item.body), ctx),
    video: mapFile(item.video as RawFile | null, ctx),
    videoPoster: mapFile(item.videoPoster as RawFile | null, ctx),
  };
}

export function mapLegal(item: Record<string, unknown>, ctx: MapContext) {
  return {
    locale: ctx.locale,
    title: String(item.title ?? ''),
    effectiveDate: String(item.effectiveDate),
    bodyHtml: richText(str(item.body), ctx),
  };
}

export function mapLanding(item: Record<string, unknown>, ctx: MapContext) {
  const features = Array.isArray(item.features) ? (item.features as { title?: string; text?: string }[]) : [];
  return {
    locale: ctx.locale,
    title: String(item.title ?? ''),
    intro: str(item.intro),
    features: features.map((feature) => ({ title: String(feature.title ?? ''), text: str(feature.text) })),
    guideFile: mapFile(item.guideFile as RawFile | null, ctx),
    dataVolume: str(item.dataVolume),
    datasheets: str(item.datasheets),
    brandCount: str(item.brandCount),
    replacementModels: str(item.replacementModels),
    updatedOn: str(item.updatedOn),
    partnerUrl: str(item.partnerUrl),
  };
}
