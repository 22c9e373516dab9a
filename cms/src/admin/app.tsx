import type { StrapiApp } from '@strapi/strapi/admin';

// Editors work in Japanese and Chinese as well as English.
export default {
  config: {
    locales: ['ja', 'zh-Hans'],
  },
  bootstrap(_app: StrapiApp) {},
};
