import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
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
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:news.title')} intro={t('pages:news.description')}>
      <NewsListScreen
        search={location.search}
        firstPage={data.list.nodes.map(newsItem)}
        total={data.list.totalCount}
        listing={pageContext.listing}
      />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<NewsListData, ListPageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:news.title')}
      description={t('pages:news.description')}
    />
  );
}

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
