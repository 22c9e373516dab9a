import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { BrandListScreen } from '../../features/listing/brand-list-screen';
import { brandItem, type BrandNode } from '@site/cms-content/src/list-items';
import type { ListPageContext } from '../../features/listing/list-config';

interface BrandListData {
  list: { totalCount: number; nodes: BrandNode[] };
}

/** /brand: PrimeSelect featured brands, recommended first. */
export default function BrandListPage({
  data,
  pageContext,
  location,
}: PageProps<BrandListData, ListPageContext>) {
  const { title, intro } = usePageTexts('pages:brand');
  return (
    <PageFrame title={title} intro={intro}>
      <BrandListScreen
        search={location.search}
        firstPage={data.list.nodes.map(brandItem)}
        total={data.list.totalCount}
        listing={pageContext.listing}
      />
    </PageFrame>
  );
}

export const Head = routeHead('pages:brand');

// Same order as the brand index (site-build/content-index.ts).
export const query = graphql`
  query BrandListPage($locale: String!) {
    list: allCmsBrand(
      filter: { locale: { eq: $locale } }
      sort: [{ recommended: DESC }, { name: ASC }, { slug: ASC }]
      limit: 12
    ) {
      totalCount
      nodes {
        slug
        name
        logo {
          url
        }
        recommended
        automotiveGrade
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
