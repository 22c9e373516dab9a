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
import type { DetailPageContext } from '@site/routing';
import { RichText } from '../features/content/rich-text';
import { UnavailableContent } from '../features/content/unavailable-content';
import { MembersOnlyContent } from '../features/members-content/members-only-content';

type AutomotiveGrade = 'certified' | 'in-progress' | 'none';

interface OrgDetailData {
  org: {
    slug: string;
    name: string;
    summary: string | null;
    category: { name: string; slug: string } | null;
    automotiveGrade: AutomotiveGrade;
    certifications: string[];
    recommended: boolean;
    detailAvailable: boolean;
    membersOnly: boolean;
    descriptionHtml: string | null;
    website: string | null;
  };
}

const GRADE_KEYS = {
  certified: 'org:detail.grade.certified',
  'in-progress': 'org:detail.grade.inProgress',
  none: 'org:detail.grade.none',
} as const;

export default function OrgDetail({ data, pageContext }: PageProps<OrgDetailData, DetailPageContext>) {
  const { t } = useTranslation();
  const { org } = data;
  if (!org.detailAvailable) return <UnavailableContent />;

  return (
    <PageFrame element="article" title={org.name} intro={org.summary ?? undefined}>
      <div className={styles.meta}>
        {org.recommended && <Badge tone="recommended">{t('org:detail.recommended')}</Badge>}
        {org.automotiveGrade === 'certified' && (
          <Badge tone="automotive">{t('org:detail.grade.certified')}</Badge>
        )}
        {org.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
      </div>
      <div className={`${styles.layout} ${styles[pageContext.device]}`}>
        <div className={styles.main}>
          <section aria-labelledby="org-description">
            <h2 id="org-description" className={styles.sectionTitle}>
              {t('org:detail.description')}
            </h2>
            {org.membersOnly ? (
              <MembersOnlyContent kind="enterprise" slug={org.slug} />
            ) : org.descriptionHtml ? (
              <RichText html={org.descriptionHtml} />
            ) : (
              <p className={styles.muted}>{t('org:detail.noDescription')}</p>
            )}
          </section>
        </div>
        <aside className={styles.aside} aria-labelledby="org-facts">
          <h2 id="org-facts" className={styles.sectionTitle}>
            {t('org:detail.facts')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('org:detail.category')}</dt>
              <dd>
                {org.category ? (
                  <LocalizedLink to="/org" search={`?category=${encodeURIComponent(org.category.slug)}`}>
                    {org.category.name}
                  </LocalizedLink>
                ) : (
                  t('org:detail.noCategory')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('org:detail.automotiveGrade')}</dt>
              <dd>{t(GRADE_KEYS[org.automotiveGrade] ?? GRADE_KEYS.none)}</dd>
            </div>
            <div>
              <dt>{t('org:detail.certifications')}</dt>
              <dd>
                {org.certifications.length > 0 ? (
                  <ul className={styles.chips}>
                    {org.certifications.map((name) => (
                      <li key={name} className={styles.chip}>
                        {name}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('org:detail.noCertifications')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('org:detail.website')}</dt>
              <dd>
                {org.website ? (
                  <a href={org.website} target="_blank" rel="noopener noreferrer" className={styles.external}>
                    {org.website.replace(/^https?:\/\//, '')}
                    <span className="visually-hidden">{t('org:detail.opensInNewTab')}</span>
                  </a>
                ) : (
                  t('org:detail.noWebsite')
                )}
              </dd>
            </div>
          </dl>
        </aside>
      </div>
      <LocalizedLink to="/org" className={styles.back}>
        {t('org:detail.backToList')}
      </LocalizedLink>
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<OrgDetailData, DetailPageContext>) {
  const t = headT(pageContext.locale);
  const { org } = data;
  if (!org.detailAvailable) {
    return (
      <SiteHead pageContext={{ ...pageContext, indexable: false }} title={t('common:unavailable.title')} />
    );
  }
  const description = org.summary ?? t('org:detail.metaDescription', { name: org.name });
  const organization = organizationLd({
    siteUrl: publicConfig.siteUrl,
    pageUrl: pageUrl(pageContext),
    name: org.name,
    description,
    officialUrl: org.website,
  });
  return (
    <SiteHead
      pageContext={pageContext}
      title={org.name}
      description={description}
      structuredData={[organization, detailBreadcrumbs(pageContext, 'org', org.name)]}
    />
  );
}

export const query = graphql`
  query OrgDetail($id: String!) {
    org: cmsEnterprise(id: { eq: $id }) {
      slug
      name
      summary
      category {
        name
        slug
      }
      automotiveGrade
      certifications
      recommended
      detailAvailable
      membersOnly
      descriptionHtml
      website
    }
  }
`;
