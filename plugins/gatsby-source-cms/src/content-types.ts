import {
  mapAbout,
  mapBrand,
  mapCategory,
  mapEnterprise,
  mapLanding,
  mapLegal,
  mapNews,
  mapNotice,
  mapTag,
  type MapContext,
  type RawItem,
} from './mapping';
import { NODE_TYPES, type NodeTypeName } from './schema';
import { MEMBER_BODY_TYPES, memberBodyFields } from '../../../packages/cms-content/src/content-types';

/** A media field: `width height` for pages, `updatedAt` tells a replaced file (same URL) from the stored copy. */
const FILE = 'url name mime size width height updatedAt alternativeText';
const REF = 'documentId slug';
const LINKS = '(pagination: { limit: 1000 })';

export interface CollectionType {
  type: NodeTypeName;
  /** GraphQL query field of the CMS, e.g. `newsArticles_connection`. */
  field: string;
  filtersInput: string;
  /** Fields every build may read. */
  publicFields: string;
  /**
   * Fields the CMS guards for members-only items: asked only for `membersOnly: false`
   * (the website API serves them to members; both read packages/cms-content).
   */
  bodyFields?: string;
  map(item: RawItem, ctx: MapContext): Record<string, unknown>;
}

export const COLLECTION_TYPES: readonly CollectionType[] = [
  {
    type: NODE_TYPES.category,
    field: 'categories_connection',
    filtersInput: 'CategoryFiltersInput',
    publicFields: 'name slug kind',
    map: mapCategory,
  },
  {
    type: NODE_TYPES.tag,
    field: 'tags_connection',
    filtersInput: 'TagFiltersInput',
    publicFields: 'name slug',
    map: mapTag,
  },
  {
    type: NODE_TYPES.news,
    field: MEMBER_BODY_TYPES.news.graphqlField,
    filtersInput: MEMBER_BODY_TYPES.news.filtersInput,
    publicFields: `title slug date hot membersOnly detailSynced summary cover { ${FILE} } category { ${REF} }
      tags${LINKS} { ${REF} } relatedBrands${LINKS} { documentId }`,
    bodyFields: memberBodyFields(MEMBER_BODY_TYPES.news, FILE),
    map: mapNews,
  },
  {
    type: NODE_TYPES.notice,
    field: 'notices_connection',
    filtersInput: 'NoticeFiltersInput',
    publicFields: `title slug date body category { ${REF} }`,
    map: mapNotice,
  },
  {
    type: NODE_TYPES.brand,
    field: MEMBER_BODY_TYPES.brand.graphqlField,
    filtersInput: MEMBER_BODY_TYPES.brand.filtersInput,
    publicFields: `name slug logo { ${FILE} } recommended automotiveGrade officialUrl summary detailSynced membersOnly
      category { ${REF} }`,
    bodyFields: memberBodyFields(MEMBER_BODY_TYPES.brand, FILE),
    map: mapBrand,
  },
  {
    type: NODE_TYPES.enterprise,
    field: MEMBER_BODY_TYPES.enterprise.graphqlField,
    filtersInput: MEMBER_BODY_TYPES.enterprise.filtersInput,
    publicFields: `name slug initial automotiveGrade certifications recommended detailAvailable membersOnly summary
      website category { ${REF} }`,
    bodyFields: memberBodyFields(MEMBER_BODY_TYPES.enterprise, FILE),
    map: mapEnterprise,
  },
];

export interface SingleType {
  type: NodeTypeName;
  field: string;
  fields: string;
  map(item: Record<string, unknown>, ctx: MapContext): Record<string, unknown>;
}

export const SINGLE_TYPES: readonly SingleType[] = [
  {
    type: NODE_TYPES.about,
    field: 'aboutPage',
    fields: `title body video { ${FILE} } videoPoster { ${FILE} }`,
    map: mapAbout,
  },
  { type: NODE_TYPES.privacy, field: 'privacyPolicy', fields: 'title effectiveDate body', map: mapLegal },
  { type: NODE_TYPES.terms, field: 'termsOfUse', fields: 'title effectiveDate body', map: mapLegal },
  {
    type: NODE_TYPES.landing,
    field: 'substituteLanding',
    fields: `title intro features { title text } guideFile { ${FILE} } dataVolume datasheets brandCount replacementModels
      updatedOn partnerUrl`,
    map: mapLanding,
  },
];

/** Ids and change times of every published item of one locale. */
export function listQuery(spec: CollectionType): string {
  const flag = spec.bodyFields ? ' membersOnly' : '';
  return `query ($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    ${spec.field}(locale: $locale, pagination: { page: $page, pageSize: $pageSize }, sort: ["documentId:asc"]) {
      nodes { documentId updatedAt${flag} }
      pageInfo { pageCount }
    }
  }`;
}

/** Full items, narrowed by `$filters`; body fields only when `withBodies`. */
export function itemsQuery(spec: CollectionType, withBodies: boolean): string {
  const fields =
    withBodies && spec.bodyFields ? `${spec.publicFields} ${spec.bodyFields}` : spec.publicFields;
  return `query ($locale: I18NLocaleCode, $page: Int, $pageSize: Int, $filters: ${spec.filtersInput}) {
    ${spec.field}(locale: $locale, filters: $filters, pagination: { page: $page, pageSize: $pageSize }, sort: ["documentId:asc"]) {
      nodes { documentId updatedAt ${fields} }
      pageInfo { pageCount }
    }
  }`;
}

export function singleQuery(spec: SingleType): string {
  return `query ($locale: I18NLocaleCode) { ${spec.field}(locale: $locale) { ${spec.fields} } }`;
}
