// The page context types live in @site/routing, which gatsby-node and the build steps share;
// this path stays only for the templates that still import it.
export type { Alternate, SitePageContext } from '@site/routing';
