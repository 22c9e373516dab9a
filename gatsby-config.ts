import type { GatsbyConfig } from 'gatsby';
import { configuredSiteUrl } from './site-build/crawler-files';

const siteUrl = configuredSiteUrl();

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
  // Sitemaps are written by gatsby-node.ts's onPostBuild from the pages it created.
  plugins: [cmsSource],
};

export default config;
