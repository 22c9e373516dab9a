import type { Core } from '@strapi/strapi';
import { corsOrigins } from '../src/hardening/cors';

export default (): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Only the site's and the admin's origins may read answers in a browser (decision 015).
  { name: 'strapi::cors', config: { origin: corsOrigins() } },
  // No `strapi::poweredBy`: answers do not name the software (X-Powered-By).
  'strapi::query',
  'strapi::body',
  // Refuses GraphQL documents of excessive shape before Apollo reads them (decision 015).
  'global::graphql-shape',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::private-uploads',
];
