const path = require('node:path');
const { compile } = require('@strapi/typescript-utils');

/**
 * Compiles the project once per run (Strapi loads dist/). CMS_DIST_COMPILED=1 skips it, as for
 * `npm run seed`: `npm test` sets it after a CMS step has compiled the same sources.
 */
module.exports = async () => {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  if (process.env.CMS_DIST_COMPILED === '1') return;
  await compile(path.resolve(__dirname, '..'));
};
