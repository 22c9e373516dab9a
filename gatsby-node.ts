import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { rootDeviceSetting, type Device } from './packages/routing/src';
import {
  CONTENT_PAGES_QUERY,
  planContentPages,
  type ContentPagesQueryResult,
} from './site-build/content-pages';
import { publishContentIndexes } from './site-build/content-index';
import { planNotFoundPages, planStaticRoutes } from './site-build/page-plan';
import { publishSitemaps } from './site-build/sitemaps';
import { configuredSiteUrl, publishCrawlerFiles } from './site-build/crawler-files';
import { stylesDigest } from './site-build/styles-digest';

function rootDevice(): Device {
  return rootDeviceSetting(process.env.GATSBY_ROOT_DEVICE);
}

/**
 * The site folder Gatsby builds in: the repository, or a variant's work folder whose entries
 * link to it (scripts/build-sites.ts), so that each variant has its own `.cache` and `public`.
 */
const SITE_DIR = process.cwd();

const template = (name: string) => path.resolve(SITE_DIR, 'src/templates', `${name}.tsx`);

/** A route's screen lives in `src/templates/routes/<name>.tsx` ('/' is `home`). */
function routeTemplate(route: string): string {
  return template(`routes/${route === '/' ? 'home' : route.slice(1)}`);
}

/**
 * Gatsby declares `SitePage` without inference, but only its schema knows that: the store's
 * inference metadata still walked every string of each page's context on every `createPage`
 * (moment's date check on each), 1.4 s of the 3.8 s `createPages` of a no-change build.
 * Declaring the type `@dontInfer` here, as the site (Gatsby merges the site's own definition
 * of a built-in type without a warning), marks it ignored before pages are created.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes('type SitePage implements Node @dontInfer { path: String! }');
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const device = rootDevice();
  // List pages get their search-index URL and filter choices (decision 050).
  const listingFor = await publishContentIndexes(graphql, path.resolve(SITE_DIR, 'public'));
  const content = await graphql<ContentPagesQueryResult>(CONTENT_PAGES_QUERY);
  if (content.errors || !content.data) {
    reporter.panicOnBuild('Listing CMS items for detail pages failed', content.errors);
    return;
  }
  const pages = [
    ...planStaticRoutes(routeTemplate, device),
    ...planContentPages(content.data, template, device),
    ...planNotFoundPages(template('not-found-page'), device),
  ];
  for (const page of pages) {
    const listing = listingFor(page.context.route, page.context.locale);
    actions.createPage({
      path: page.path,
      component: page.template,
      context: listing ? { ...page.context, listing } : page.context,
    });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  const publicDir = path.resolve(SITE_DIR, 'public');
  publishSitemaps(publicDir);
  // robots.txt names the sitemaps on the configured URL, so it is written per build, not kept in static/.
  publishCrawlerFiles(publicDir, configuredSiteUrl(), path.resolve(SITE_DIR, 'locales'));
};

/**
 * Every stage: `~/…` is the site's own source, as in tsconfig.json's `paths` (and Jest's
 * moduleNameMapper). The HTML renderer also gets the styles digest (site-build/styles-digest.ts):
 * a CSS change renders every page again.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  const srcDir = path.resolve(SITE_DIR, 'src');
  actions.setWebpackConfig({ resolve: { alias: { '~': srcDir } } });
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_STYLES_DIGEST__: JSON.stringify(stylesDigest(srcDir)) })],
  });
};
