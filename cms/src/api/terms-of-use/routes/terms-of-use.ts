import { factories } from '@strapi/strapi';

// Public reads pass the members-only guard (see src/members-only/).
export default factories.createCoreRouter('api::terms-of-use.terms-of-use', {
  only: ['find'],
  config: {
    find: { middlewares: ['global::members-only'] },
  },
});
