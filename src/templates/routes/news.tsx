import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { newsItem, type NewsNode } from '@site/cms-content/src/list-items';
import type { ListPageContext } from '../../features/listing/list-config';
import { NewsListScreen } from '../../features/listing/news-list-screen';

interface NewsListData {
  list: { totalCount: number; nodes: NewsNode[] };
}

/** /news: the first page is in the HTML; filters, keyword and later pages use the search index. */
export default function NewsListPage({
  data,
  pageContext,
  location,
}: PageProps<NewsListData, ListPageContext>) {
  const { title, intro } = usePageTexts('pages:news');
  return (
    <PageFrame title={title} intro={intro}>
      <NewsListScreen
        search={location.search}
        firstPage={data.list.nodes.map(newsItem)}
        total={data.list.totalCount}
        listing={pageContext.listing}
      />
    </PageFrame>
  );
}

export const Head = routeHead('pages:news');

// Same order as the news index (site-build/content-index.ts), so page 1 and page 2 join up.
export const query = graphql`
  query NewsListPage($locale: String!) {
    list: allCmsNewsArticle(
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
        hot
        membersOnly
        summary
        category {
          slug
          name
        }
        tags {
          slug
          name
        }
      }
    }
  }
`;
