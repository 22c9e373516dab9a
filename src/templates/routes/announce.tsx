import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { noticeItem, type NoticeNode } from '@site/cms-content/src/list-items';
import type { ListPageContext } from '../../features/listing/list-config';
import { NoticeListScreen } from '../../features/listing/notice-list-screen';

interface NoticeListData {
  list: { totalCount: number; nodes: NoticeNode[] };
}

/** /announce: notices, newest first, by year or category. */
export default function NoticeListPage({
  data,
  pageContext,
  location,
}: PageProps<NoticeListData, ListPageContext>) {
  const { title, intro } = usePageTexts('pages:announce');
  return (
    <PageFrame title={title} intro={intro}>
      <NoticeListScreen
        search={location.search}
        firstPage={data.list.nodes.map(noticeItem)}
        total={data.list.totalCount}
        listing={pageContext.listing}
      />
    </PageFrame>
  );
}

export const Head = routeHead('pages:announce');

// Same order as the notice index (site-build/content-index.ts).
export const query = graphql`
  query NoticeListPage($locale: String!) {
    list: allCmsNotice(
      filter: { locale: { eq: $locale } }
      sort: [{ date: DESC }, { slug: ASC }]
      limit: 10
    ) {
      totalCount
      nodes {
        slug
        title
        date(formatString: "YYYY-MM-DD")
        year
        category {
          slug
          name
        }
      }
    }
  }
`;
