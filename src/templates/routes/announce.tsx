import { graphql } from 'gatsby';
// Before the screen: the frame's stylesheet comes first in every template (stylesheet-order test).
import { listRoute } from '../list-route';
import { noticeItem, type NoticeNode } from '@site/cms-content/src/list-items';
import { NoticeListScreen } from '../../features/listing/notice-list-screen';

/** /announce: notices, newest first, by year or category. */
const route = listRoute<NoticeNode>('pages:announce', noticeItem, NoticeListScreen);

export default route.Page;
export const Head = route.Head;

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
