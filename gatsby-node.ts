import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import { rootDeviceSetting, type Device } from './packages/routing/src';
import {
  CONTENT_PAGES_QUERY,
  planContentPages,
  type ContentPagesQueryResult,
} from './site-build/content-pages';
import { publishContentIndexes } from './site-build/content-index';
import { CreatedPages, type GatsbyPage } from './site-build/created-pages';
import { planNotFoundPages, planStaticRoutes, type PlannedPage } from './site-build/page-plan';
import { publishSitemaps } from './site-build/sitemaps';
import { configuredSiteUrl, publishCrawlerFiles } from './site-build/crawler-files';
import { stylesDigest } from './site-build/styles-digest';
import { ZOD_LOCALES_ENGLISH, ZOD_LOCALES_INDEX } from './site-build/zod-locales';
import { NO_SERVICE_WORKER, SERVICE_WORKER_REGISTRATION } from './site-build/no-service-worker';
import { NO_PARTYTOWN, PARTYTOWN_BROWSER } from './site-build/no-partytown';

function rootDevice(): Device {
  return rootDeviceSetting(process.env.GATSBY_ROOT_DEVICE);
}

/**
 * The site folder Gatsby builds in: the repository, or a variant's work folder whose entries
 * link to it (publish/src/build-sites.ts), so that each variant has its own `.cache` and `public`.
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

/**
 * The pages the last page creation of this process planned, for the sitemaps `onPostBuild`
 * writes: one pass over the plan instead of a GraphQL query over every page's context per
 * language (three gatsby-plugin-sitemap instances took 4.6-6.2 s of a warm build at 10x).
 */
let plannedPages: PlannedPage[] | undefined;
const createdPages = new CreatedPages();
/** Seconds of the last page creation's steps, for the build's `pages:` line. */
let stepSeconds: Record<string, number> = {};
async function timed<T>(step: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    stepSeconds[step] = Math.round((performance.now() - started) / 100) / 10;
  }
}

/** Every page of the site, with the list pages' listing context; undefined when the CMS listing failed. */
async function planPages({ graphql, reporter }: CreatePagesArgs): Promise<GatsbyPage[] | undefined> {
  const device = rootDevice();
  stepSeconds = {};
  // List pages get their search-index URL and filter choices (decision 050).
  const listingFor = await timed('lists', () =>
    publishContentIndexes(graphql, path.resolve(SITE_DIR, 'public')),
  );
  const content = await timed('detail items', () => graphql<ContentPagesQueryResult>(CONTENT_PAGES_QUERY));
  if (content.errors || !content.data) {
    reporter.panicOnBuild('Listing CMS items for detail pages failed', content.errors);
    return undefined;
  }
  const { data } = content;
  return timed('plan', () => {
    const pages = [
      ...planStaticRoutes(routeTemplate, device),
      ...planContentPages(data, template, device),
      ...planNotFoundPages(template('not-found-page'), device),
    ];
    plannedPages = pages;
    return pages.map((page) => {
      const listing = listingFor(page.context.route, page.context.locale);
      return {
        path: page.path,
        component: page.template,
        context: listing ? { ...page.context, listing } : page.context,
      };
    });
  });
}

/**
 * The first page creation of a process (a `gatsby build`, or the warm build's bootstrap)
 * creates every page, statefully: Gatsby then keeps them through later `createPages` passes
 * that do not create them again (decision 080).
 */
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async (args) => {
  const pages = await planPages(args);
  if (pages) createdPages.createAll(pages, args.actions.createPage);
};

/**
 * Later passes in the same process (the warm build, publish/src/warm-build/daemon.ts, which does not
 * run `createPagesStatefully` again) create only the new and changed pages and delete the gone
 * ones: `createPage` for each of 47,528 pages took 5-8 s of a warm build at 10x content.
 * Gatsby runs `createPages` before `createPagesStatefully`: the first pass leaves it to that.
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  if (!createdPages.ready) return;
  const pages = await planPages(args);
  if (!pages) return;
  const { changed, again, deleted } = await timed('compare and create', () =>
    createdPages.update(pages, args.actions.createPage, (pagePath) => {
      const page = args.store.getState().pages.get(pagePath);
      if (page) args.actions.deletePage(page);
    }),
  );
  const steps = Object.entries(stepSeconds)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ');
  args.reporter.info(
    `pages: ${pages.length} planned, ${changed} new or changed, ${again} created again, ${deleted} deleted (${steps} s)`,
  );
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve(SITE_DIR, 'public');
  if (!plannedPages) {
    reporter.panicOnBuild('Sitemaps: no pages were created in this build');
    return;
  }
  publishSitemaps(publicDir, plannedPages, configuredSiteUrl(), rootDevice());
  // robots.txt names the sitemaps on the configured URL, so it is written per build, not kept in static/.
  publishCrawlerFiles(publicDir, configuredSiteUrl(), path.resolve(SITE_DIR, 'locales'));
};

/**
 * Every stage: `~/…` is the site's own source, as in tsconfig.json's `paths` (and Jest's
 * moduleNameMapper). The browser bundles get zod's English messages only (site-build/zod-locales.ts)
 * and no service-worker registration (site-build/no-service-worker.ts); production browser bundles
 * no Partytown plugin, which runs in `gatsby develop` only (site-build/no-partytown.ts).
 * The HTML renderer gets the styles digest (site-build/styles-digest.ts): a CSS change renders
 * every page again.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  const srcDir = path.resolve(SITE_DIR, 'src');
  actions.setWebpackConfig({ resolve: { alias: { '~': srcDir } } });
  if (stage === 'build-javascript' || stage === 'develop') {
    // zod's locales namespace: English only in the browser (site-build/zod-locales.ts).
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(ZOD_LOCALES_INDEX, ZOD_LOCALES_ENGLISH),
        plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, NO_SERVICE_WORKER),
      ],
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(PARTYTOWN_BROWSER, NO_PARTYTOWN)] });
  }
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_STYLES_DIGEST__: JSON.stringify(stylesDigest(srcDir)) })],
  });
};
