const path = require('node:path');
const { compile } = require('@strapi/typescript-utils');

module.exports = async () => {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  await compile(path.resolve(__dirname, '..'));
};
