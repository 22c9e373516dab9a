/**
 * Gatsby adds its internal Partytown plugin to every site, and its gatsby-browser
 * (`onInitialClientRender`) injects the Partytown snippet for `<Script strategy="off-main-thread">`
 * in `gatsby develop` only: in a production build it returns at once. Its `require`s run anyway,
 * so every page's app chunk carried the Partytown integration, the snippet injector and
 * `gatsby-script` (about 5.5 kB minified) for a function that does nothing. The site uses no
 * `Script` of gatsby's. In production browser bundles the plugin's gatsby-browser is an empty
 * module (gatsby-node, onCreateWebpackConfig; decision 098, eighth round); `gatsby develop` keeps it.
 */
import path from 'node:path';

/** The Partytown plugin's gatsby-browser, as `.cache/api-runner-browser-plugins.js` requires it. */
export const PARTYTOWN_BROWSER =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** The module that stands in for it: no browser API, so Gatsby's api runner calls nothing. */
export const NO_PARTYTOWN = path.join(__dirname, 'no-partytown-module.ts');
