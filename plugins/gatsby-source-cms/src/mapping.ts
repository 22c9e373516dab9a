import { absoluteUrl, richTextToHtml } from './rich-text';
import { NODE_TYPES, type NodeTypeName } from './schema';

export interface RawFile {
  url: string;
  name?: string | null;
  mime?: string | null;
  size?: number | null;
  alternativeText?: string | null;
}
interface RawRef {
  documentId: string;
}
/** One item as the CMS answers it; which keys are present depends on the type. */
export type RawItem = { documentId: string; updatedAt: string } & Record<string, unknown>;

export interface FileField {
  url: string;
  name: string | null;
  mime: string | null;
  size: number | null;
  alternativeText: string | null;
}

/** What mapping needs besides the item: the CMS URL and how to name linked nodes. */
export interface MapContext {
  cmsUrl: string;
  locale: string;
  nodeId(type: NodeTypeName, documentId: string): string;
}

export function mapFile(file: RawFile | null | undefined, cmsUrl: string): FileField | null {
  if (!file?.url) return null;
  return {
    url: absoluteUrl(file.url, cmsUrl),
    name: file.name ?? null,
    mime: file.mime ?? null,
    size: file.size ?? null,
    alternativeText: file.alternativeText ?? null,
  };
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
    bodyHtml: membersOnly ? null : richTextToHtml(str(item.body), ctx.cmsUrl, ctx.locale),
    cover: mapFile(item.cover as RawFile | null, ctx.cmsUrl),
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
    bodyHtml: richTextToHtml(str(item.body), ctx.cmsUrl, ctx.locale),
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
    membersOnly ? null : richTextToHtml(str(item[field]), ctx.cmsUrl, ctx.locale);
  const files = membersOnly || !Array.isArray(item.materialFiles) ? [] : (item.materialFiles as RawFile[]);
  return {
    documentId: item.documentId,
    locale: ctx.locale,
    slug: String(item.slug),
    name,
    initial: initialOf(name),
    logo: mapFile(item.logo as RawFile | null, ctx.cmsUrl),
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
    materialFiles: files
      .map((file) => mapFile(file, ctx.cmsUrl))
      .filter((file): file is FileField => file !== null),
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
    descriptionHtml: membersOnly ? null : richTextToHtml(str(item.description), ctx.cmsUrl, ctx.locale),
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
    bodyHtml: richTextToHtml(str(item.body), ctx.cmsUrl, ctx.locale),
    video: mapFile(item.video as RawFile | null, ctx.cmsUrl),
    videoPoster: mapFile(item.videoPoster as RawFile | null, ctx.cmsUrl),
  };
}

export function mapLegal(item: Record<string, unknown>, ctx: MapContext) {
  return {
    locale: ctx.locale,
    title: String(item.title ?? ''),
    effectiveDate: String(item.effectiveDate),
    bodyHtml: richTextToHtml(str(item.body), ctx.cmsUrl, ctx.locale),
  };
}

export function mapLanding(item: Record<string, unknown>, ctx: MapContext) {
  const features = Array.isArray(item.features) ? (item.features as { title?: string; text?: string }[]) : [];
  return {
    locale: ctx.locale,
    title: String(item.title ?? ''),
    intro: str(item.intro),
    features: features.map((feature) => ({ title: String(feature.title ?? ''), text: str(feature.text) })),
    guideFile: mapFile(item.guideFile as RawFile | null, ctx.cmsUrl),
    dataVolume: str(item.dataVolume),
    datasheets: str(item.datasheets),
    brandCount: str(item.brandCount),
    replacementModels: str(item.replacementModels),
    updatedOn: str(item.updatedOn),
    partnerUrl: str(item.partnerUrl),
  };
}
