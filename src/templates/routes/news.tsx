import { graphql } from 'gatsby';
// Before the screen: the frame's stylesheet comes first in every template (stylesheet-order test).
import { listRoute } from '../list-route';
import { newsItem, type NewsNode } from '@site/cms-content/src/list-items';
import { NewsListScreen } from '../../features/listing/news-list-screen';

/** /news: the first page is in the HTML; filters, keyword and later pages use the search index. */
const route = listRoute<NewsNode>('pages:news', newsItem, NewsListScreen);

export default route.Page;
export const Head = route.Head;

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
