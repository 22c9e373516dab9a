/**
 * Every node type the plugin creates, declared in full so that queries work when the CMS
 * has no item of a type (and so that Gatsby never infers types from sample data).
 * `locale` is always a site code (jp, zh, en). `*Html` fields are sanitized HTML; they
 * are null for members-only items, whose bodies never enter the build.
 */
export const NODE_TYPES = {
  news: 'CmsNewsArticle',
  notice: 'CmsNotice',
  brand: 'CmsBrand',
  enterprise: 'CmsEnterprise',
  category: 'CmsCategory',
  tag: 'CmsTag',
  about: 'CmsAboutPage',
  privacy: 'CmsPrivacyPolicy',
  terms: 'CmsTermsOfUse',
  landing: 'CmsSubstituteLanding',
} as const;

export type NodeTypeName = (typeof NODE_TYPES)[keyof typeof NODE_TYPES];

export const TYPE_DEFS = `
  """An image in a modern format: the srcset of a <source> of that type."""
  type CmsImageSource {
    type: String!
    srcSet: String!
  }

  type CmsFile {
    """The site's copy (/media/…) when the build reads the content snapshot; else the CMS URL."""
    url: String!
    name: String
    mime: String
    """Size in kilobytes, as Strapi reports it."""
    size: Float
    alternativeText: String
    """Intrinsic size of an image."""
    width: Int
    height: Int
    """Images: every width in the format of url."""
    srcSet: String
    """Images: the same widths in modern formats (WebP)."""
    sources: [CmsImageSource!]!
  }

  type CmsCategory implements Node @dontInfer {
    documentId: String!
    locale: String!
    name: String!
    slug: String!
    """news, notice, brand or enterprise"""
    kind: String!
    updatedAt: Date! @dateformat
  }

  type CmsTag implements Node @dontInfer {
    documentId: String!
    locale: String!
    name: String!
    slug: String!
    updatedAt: Date! @dateformat
  }

  type CmsNewsArticle implements Node @dontInfer {
    documentId: String!
    locale: String!
    slug: String!
    title: String!
    date: Date! @dateformat
    year: Int!
    hot: Boolean!
    membersOnly: Boolean!
    detailSynced: Boolean!
    summary: String
    bodyHtml: String
    cover: CmsFile
    category: CmsCategory @link
    categorySlug: String
    tags: [CmsTag!]! @link
    tagSlugs: [String!]!
    relatedBrands: [CmsBrand!]! @link
    updatedAt: Date! @dateformat
  }

  type CmsNotice implements Node @dontInfer {
    documentId: String!
    locale: String!
    slug: String!
    title: String!
    date: Date! @dateformat
    year: Int!
    category: CmsCategory @link
    categorySlug: String
    bodyHtml: String
    updatedAt: Date! @dateformat
  }

  type CmsBrand implements Node @dontInfer {
    documentId: String!
    locale: String!
    slug: String!
    name: String!
    """First letter of the name, A-Z, or Other."""
    initial: String!
    logo: CmsFile
    recommended: Boolean!
    automotiveGrade: Boolean!
    officialUrl: String
    category: CmsCategory @link
    categorySlug: String
    summary: String
    membersOnly: Boolean!
    detailSynced: Boolean!
    qualityCertificationHtml: String
    companyOverviewHtml: String
    productLineupHtml: String
    useCasesHtml: String
    materialsHtml: String
    materialFiles: [CmsFile!]!
    contactHtml: String
    updatedAt: Date! @dateformat
  }

  type CmsEnterprise implements Node @dontInfer {
    documentId: String!
    locale: String!
    slug: String!
    name: String!
    """A-Z or Other"""
    initial: String!
    category: CmsCategory @link
    categorySlug: String
    """certified, in-progress or none"""
    automotiveGrade: String!
    certifications: [String!]!
    recommended: Boolean!
    detailAvailable: Boolean!
    membersOnly: Boolean!
    summary: String
    descriptionHtml: String
    website: String
    updatedAt: Date! @dateformat
  }

  type CmsAboutPage implements Node @dontInfer {
    locale: String!
    title: String!
    bodyHtml: String
    video: CmsFile
    videoPoster: CmsFile
  }

  type CmsPrivacyPolicy implements Node @dontInfer {
    locale: String!
    title: String!
    effectiveDate: Date! @dateformat
    bodyHtml: String
  }

  type CmsTermsOfUse implements Node @dontInfer {
    locale: String!
    title: String!
    effectiveDate: Date! @dateformat
    bodyHtml: String
  }

  type CmsLandingFeature {
    title: String!
    text: String
  }

  type CmsSubstituteLanding implements Node @dontInfer {
    locale: String!
    title: String!
    intro: String
    features: [CmsLandingFeature!]!
    guideFile: CmsFile
    dataVolume: String
    datasheets: String
    brandCount: String
    replacementModels: String
    updatedOn: Date @dateformat
    partnerUrl: String
  }
`;
