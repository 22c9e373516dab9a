import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import { enterpriseItem, type EnterpriseNode } from '@site/cms-content/src/list-items';
import type { ListPageContext } from '../../features/listing/list-config';
import { OrgListScreen } from '../../features/listing/org-list-screen';

interface OrgListData {
  list: { totalCount: number; nodes: EnterpriseNode[] };
}

/** /org: the enterprise overview, A–Z by name. */
export default function OrgListPage({
  data,
  pageContext,
  location,
}: PageProps<OrgListData, ListPageContext>) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:org.title')} intro={t('pages:org.description')}>
      <OrgListScreen
        search={location.search}
        firstPage={data.list.nodes.map(enterpriseItem)}
        total={data.list.totalCount}
        listing={pageContext.listing}
      />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<OrgListData, ListPageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:org.title')}
      description={t('pages:org.description')}
    />
  );
}

// Same order as the enterprise index (site-build/content-index.ts).
export const query = graphql`
  query OrgListPage($locale: String!) {
    list: allCmsEnterprise(
      filter: { locale: { eq: $locale } }
      sort: [{ name: ASC }, { slug: ASC }]
      limit: 20
    ) {
      totalCount
      nodes {
        slug
        name
        initial
        automotiveGrade
        certifications
        recommended
        detailAvailable
        membersOnly
        summary
        category {
          slug
          name
        }
      }
    }
  }
`;
