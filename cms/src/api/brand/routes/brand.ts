import { factories } from '@strapi/strapi';

// Public reads pass the members-only guard (see src/members-only/).
export default factories.createCoreRouter('api::brand.brand', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['global::members-only'] },
    findOne: { middlewares: ['global::members-only'] },
  },
});
