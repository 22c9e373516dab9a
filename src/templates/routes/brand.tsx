import { graphql } from 'gatsby';
// Before the screen: the frame's stylesheet comes first in every template (stylesheet-order test).
import { listRoute } from '../list-route';
import { brandItem, type BrandNode } from '@site/cms-content/src/list-items';
import { BrandListScreen } from '../../features/listing/brand-list-screen';

/** /brand: PrimeSelect featured brands, recommended first. */
const route = listRoute<BrandNode>('pages:brand', brandItem, BrandListScreen);

export default route.Page;
export const Head = route.Head;

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
