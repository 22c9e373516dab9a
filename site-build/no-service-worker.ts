/**
 * Gatsby's runtime (`production-app.js`) registers a service worker when a plugin's
 * `registerServiceWorker` in gatsby-browser returns true, through a `require` inside that
 * condition, so webpack bundles `register-service-worker.js` into every page's app chunk
 * (542 bytes gzip) whether or not it can run. Neither the site nor its plugin implement that
 * API: the site has no service worker. In the browser bundles the module is this empty one
 * (gatsby-node, onCreateWebpackConfig; decision 098, sixth round).
 */
import path from 'node:path';

/** Gatsby's service-worker registration, as webpack resolves it from the site's `.cache`. */
export const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/** The module that stands in for it. */
export const NO_SERVICE_WORKER = path.join(__dirname, 'no-service-worker-module.ts');
