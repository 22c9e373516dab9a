/**
 * What the browser bundles get for zod's locales namespace (`z.locales`): English, the one zod
 * configures itself with. See ./zod-locales.ts.
 */
export { default as en } from 'zod/v4/locales/en.js';
