import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { LocalizedLink } from '../components/localized-link';
import { PageFrame } from '../components/page-frame';
// Right after the frame's: every detail template reaches the two stylesheets in this order
// (src/components/stylesheet-order.test.ts), as ArticleDetail does.
import * as styles from '../features/content/detail-layout.module.css';
import { SiteHead, detailBreadcrumbs, headT, pageUrl } from '../components/seo/site-head';
import { organizationLd } from '../components/seo/structured-data';
import { publicConfig } from '../config/public-config';
import { Badge } from '../components/badge/badge';
import { CmsImage, type CmsImageFile } from '../components/cms-image/cms-image';
import type { DetailPageContext } from '@site/routing';
import { NotSyncedMessage } from '../features/content/not-synced-message';
import { RichText } from '../features/content/rich-text';
import { MembersOnlyContent } from '../features/members-content/members-only-content';

interface BrandFile {
  url: string;
  name: string | null;
}

interface BrandDetailData {
  brand: {
    slug: string;
    name: string;
    summary: string | null;
    logo: CmsImageFile | null;
    recommended: boolean;
    automotiveGrade: boolean;
    officialUrl: string | null;
    membersOnly: boolean;
    detailSynced: boolean;
    category: { name: string } | null;
    qualityCertificationHtml: string | null;
    companyOverviewHtml: string | null;
    productLineupHtml: string | null;
    useCasesHtml: string | null;
    materialsHtml: string | null;
    materialFiles: BrandFile[];
    contactHtml: string | null;
  };
}

type Brand = BrandDetailData['brand'];

/** The six sections in reading order, with their full translation keys. */
const SECTIONS = [
  {
    id: 'quality',
    title: 'brand:detail.sections.qualityCertification',
    html: (b: Brand) => b.qualityCertificationHtml,
  },
  {
    id: 'overview',
    title: 'brand:detail.sections.companyOverview',
    html: (b: Brand) => b.companyOverviewHtml,
  },
  { id: 'lineup', title: 'brand:detail.sections.productLineup', html: (b: Brand) => b.productLineupHtml },
  { id: 'use-cases', title: 'brand:detail.sections.useCases', html: (b: Brand) => b.useCasesHtml },
  { id: 'materials', title: 'brand:detail.sections.materials', html: (b: Brand) => b.materialsHtml },
  { id: 'contact', title: 'brand:detail.sections.contact', html: (b: Brand) => b.contactHtml },
] as const;

function BrandSections({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  if (!brand.detailSynced) return <NotSyncedMessage message={t('brand:detail.notSynced')} />;
  if (brand.membersOnly) return <MembersOnlyContent kind="brand" slug={brand.slug} />;
  return (
    <>
      {SECTIONS.map((section) => {
        const html = section.html(brand);
        const files = section.id === 'materials' ? brand.materialFiles : [];
        if (!html && files.length === 0) return null;
        return (
          <section key={section.id} className={styles.section} aria-labelledby={`brand-${section.id}`}>
            <h2 id={`brand-${section.id}`} className={styles.sectionTitle}>
              {t(section.title)}
            </h2>
            {html && <RichText html={html} />}
            {files.length > 0 && (
              <ul className={styles.files} aria-label={t('brand:detail.files')}>
                {files.map((file) => (
                  <li key={file.url}>
                    <a href={file.url} download={file.name ?? true} className={styles.external}>
                      {file.name ?? file.url.split('/').pop()}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

export default function BrandDetail({ data, pageContext }: PageProps<BrandDetailData, DetailPageContext>) {
  const { t } = useTranslation();
  const { brand } = data;
  const officialLink = brand.officialUrl ? (
    <a href={brand.officialUrl} target="_blank" rel="noopener noreferrer" className={styles.external}>
      {t('brand:detail.officialSite')}
      <span className="visually-hidden">{t('brand:detail.opensInNewTab')}</span>
    </a>
  ) : (
    <p className={styles.muted}>{t('brand:detail.noExternalLink')}</p>
  );

  return (
    <PageFrame
      element="article"
      title={brand.name}
      intro={brand.summary ?? undefined}
      aside={
        brand.logo ? (
          // Beside the title, on the first screen; at most 160 px wide (detail-layout.module.css).
          <CmsImage
            className={styles.logo}
            image={brand.logo}
            alt={t('brand:detail.logoAlt', { name: brand.name })}
            sizes="160px"
            priority="eager"
          />
        ) : undefined
      }
    >
      <div className={styles.meta}>
        {brand.category && <span>{brand.category.name}</span>}
        {brand.recommended && <Badge tone="recommended">{t('brand:detail.recommended')}</Badge>}
        {brand.automotiveGrade && <Badge tone="automotive">{t('brand:detail.automotiveGrade')}</Badge>}
        {brand.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
      </div>
      <div className={`${styles.layout} ${styles[pageContext.device]}`}>
        <div className={styles.main}>
          <BrandSections brand={brand} />
        </div>
        <aside className={styles.aside} aria-label={t('brand:detail.officialSiteHeading')}>
          <h2 className={styles.sectionTitle}>{t('brand:detail.officialSiteHeading')}</h2>
          {officialLink}
        </aside>
      </div>
      <LocalizedLink to="/brand" className={styles.back}>
        {t('brand:detail.backToList')}
      </LocalizedLink>
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<BrandDetailData, DetailPageContext>) {
  const t = headT(pageContext.locale);
  const { brand } = data;
  const description = brand.summary ?? t('brand:detail.metaDescription', { name: brand.name });
  const organization = organizationLd({
    siteUrl: publicConfig.siteUrl,
    pageUrl: pageUrl(pageContext),
    name: brand.name,
    description,
    officialUrl: brand.officialUrl,
    logo: brand.logo?.url,
  });
  return (
    <SiteHead
      pageContext={pageContext}
      title={brand.name}
      description={description}
      image={
        brand.logo
          ? {
              url: brand.logo.url,
              alt: t('brand:detail.logoAlt', { name: brand.name }),
              width: brand.logo.width ?? undefined,
              height: brand.logo.height ?? undefined,
            }
          : null
      }
      structuredData={[organization, detailBreadcrumbs(pageContext, 'brand', brand.name)]}
    />
  );
}

export const query = graphql`
  query BrandDetail($id: String!) {
    brand: cmsBrand(id: { eq: $id }) {
      slug
      name
      summary
      logo {
        url
        width
        height
        srcSet
        sources {
          type
          srcSet
        }
      }
      recommended
      automotiveGrade
      officialUrl
      membersOnly
      detailSynced
      category {
        name
      }
      qualityCertificationHtml
      companyOverviewHtml
      productLineupHtml
      useCasesHtml
      materialsHtml
      materialFiles {
        url
        name
      }
      contactHtml
    }
  }
`;
