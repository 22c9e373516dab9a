import { graphql } from 'gatsby';
// Before the screen: the frame's stylesheet comes first in every template (stylesheet-order test).
import { listRoute } from '../list-route';
import { enterpriseItem, type EnterpriseNode } from '@site/cms-content/src/list-items';
import { OrgListScreen } from '../../features/listing/org-list-screen';

/** /org: the enterprise overview, A–Z by name. */
const route = listRoute<EnterpriseNode>('pages:org', enterpriseItem, OrgListScreen);

export default route.Page;
export const Head = route.Head;

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
