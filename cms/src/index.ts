import type { Core } from '@strapi/strapi';
import { closeSignUp, removeSignUp } from './hardening/sign-up';
import { enterpriseInitialMiddleware } from './lib/enterprise-initial';
import { ensureLocales } from './lib/locales';
import { ensurePublicPermissions } from './lib/public-permissions';
import { registerGraphqlMembersOnly } from './members-only/graphql';
import { registerPublishStateRoute } from './publish-state';
import { registerSiteListing } from './lib/site-listing';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(enterpriseInitialMiddleware);
    registerGraphqlMembersOnly(strapi);
    registerPublishStateRoute(strapi);
    registerSiteListing(strapi);
    removeSignUp(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await closeSignUp(strapi);
  },
};
