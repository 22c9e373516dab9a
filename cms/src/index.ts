import type { Core } from '@strapi/strapi';
import { enterpriseInitialMiddleware } from './lib/enterprise-initial';
import { ensureLocales } from './lib/locales';
import { ensurePublicPermissions } from './lib/public-permissions';
import { registerGraphqlMembersOnly } from './members-only/graphql';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(enterpriseInitialMiddleware);
    registerGraphqlMembersOnly(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
  },
};
