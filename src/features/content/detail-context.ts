// The detail page context lives in @site/routing, which gatsby-node and the build steps share;
// this path stays only for the detail templates that still import it.
export type { DetailPageContext } from '@site/routing';
