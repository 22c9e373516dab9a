import type { MemberContentType } from '@site/contracts';

/**
 * What the CMS guards on a members-only item of each kind (docs/content-model.md): the site
 * build leaves these fields out of the pages, the website API serves them to members. Both
 * read the collection names and field lists here.
 */
export interface MemberBodyType {
  /** REST collection: `/api/<plural>`. */
  plural: string;
  /** GraphQL query field of the collection. */
  graphqlField: string;
  /** GraphQL filter input type of the collection. */
  filtersInput: string;
  /** Rich-text (Markdown) fields of the body. */
  richText: readonly string[];
  /** Media fields of the body (served to members as signed links). */
  files: readonly string[];
  /** The flag that says the body is there (false: the list shows the item, the detail does not). */
  syncedField: 'detailSynced' | 'detailAvailable';
}

export const MEMBER_BODY_TYPES = {
  news: {
    plural: 'news-articles',
    graphqlField: 'newsArticles_connection',
    filtersInput: 'NewsArticleFiltersInput',
    richText: ['body'],
    files: [],
    syncedField: 'detailSynced',
  },
  brand: {
    plural: 'brands',
    graphqlField: 'brands_connection',
    filtersInput: 'BrandFiltersInput',
    richText: [
      'qualityCertification',
      'companyOverview',
      'productLineup',
      'useCases',
      'materials',
      'contact',
    ],
    files: ['materialFiles'],
    syncedField: 'detailSynced',
  },
  enterprise: {
    plural: 'enterprises',
    graphqlField: 'enterprises_connection',
    filtersInput: 'EnterpriseFiltersInput',
    richText: ['description'],
    files: [],
    syncedField: 'detailAvailable',
  },
} as const satisfies Record<MemberContentType, MemberBodyType>;

/** The GraphQL selection of a kind's body fields; `fileFields` selects inside each media field. */
export function memberBodyFields(type: MemberBodyType, fileFields: string): string {
  return [...type.richText, ...type.files.map((field) => `${field} { ${fileFields} }`)].join(' ');
}
