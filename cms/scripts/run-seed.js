#!/usr/bin/env node
/**
 * `npm run seed`: compiles the TypeScript project (Strapi loads the compiled dist/)
 * and runs scripts/seed/main.ts. Arguments: --news N --notices N --brands N --enterprises N.
 */
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const path = require('node:path');
const { compile } = require('@strapi/typescript-utils');

const appDir = path.resolve(__dirname, '..');

compile(appDir)
  .then(() => require(path.join(appDir, 'dist/scripts/seed/main.js')).main(process.argv.slice(2)))
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
