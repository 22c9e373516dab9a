import type { GatsbyConfig } from 'gatsby';
import {
  HREFLANG,
  LOCALES,
  rootDeviceSetting,
  type Locale,
  type SitePageContext,
} from './packages/routing/src';
import { sitemapOutput } from './site-build/sitemaps';
import { configuredSiteUrl } from './site-build/crawler-files';

const siteUrl = configuredSiteUrl();
const rootDevice = rootDeviceSetting(process.env.GATSBY_ROOT_DEVICE);

interface SitemapPage {
  path: string;
  pageContext: SitePageContext;
}

/** One sitemap per language: the root-form URL of each indexable page, with alternates. */
function sitemapPlugin(locale: Locale) {
  return {
    resolve: 'gatsby-plugin-sitemap',
    options: {
      output: sitemapOutput(locale),
      entryLimit: 45000,
      query: `{ allSitePage { nodes { path pageContext } } }`,
      resolveSiteUrl: () => siteUrl,
      resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
        allSitePage.nodes.filter(
          (page) =>
            page.pageContext?.locale === locale &&
            page.pageContext.device === rootDevice &&
            page.pageContext.indexable,
        ),
      filterPages: () => false,
      serialize: (page: SitemapPage) => ({
        url: `${siteUrl}${page.path}`,
        links: page.pageContext.alternates.map((alternate) => ({
          lang: HREFLANG[alternate.locale],
          url: `${siteUrl}${alternate.path}`,
        })),
      }),
    },
  };
}

/** Content of every page: the CMS, read at build time (plugins/gatsby-source-cms). */
const cmsSource = {
  resolve: 'gatsby-source-cms',
  options: {
    url: process.env.CMS_URL || 'http://localhost:1337',
    token: process.env.CMS_BUILD_TOKEN || undefined,
  },
};

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: 'Electronics Insight' },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [cmsSource, ...LOCALES.map(sitemapPlugin)],
};

export default config;
