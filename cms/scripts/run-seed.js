#!/usr/bin/env node
/**
 * `npm run seed`: compiles the TypeScript project (Strapi loads the compiled dist/)
 * and runs scripts/seed/main.ts. Arguments: --news N --notices N --brands N --enterprises N.
 * CMS_DIST_COMPILED=1 skips the compilation: `npm start` sets it when `strapi build` has just
 * compiled the same sources and is still bundling the admin panel beside the seed.
 */
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const path = require('node:path');
const { compile } = require('@strapi/typescript-utils');

const appDir = path.resolve(__dirname, '..');

(process.env.CMS_DIST_COMPILED === '1' ? Promise.resolve() : compile(appDir))
  .then(() => require(path.join(appDir, 'dist/scripts/seed/main.js')).main(process.argv.slice(2)))
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
