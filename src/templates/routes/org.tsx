import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
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
  const { title, intro } = usePageTexts('pages:org');
  return (
    <PageFrame title={title} intro={intro}>
      <OrgListScreen
        search={location.search}
        firstPage={data.list.nodes.map(enterpriseItem)}
        total={data.list.totalCount}
        listing={pageContext.listing}
      />
    </PageFrame>
  );
}

export const Head = routeHead('pages:org');

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
