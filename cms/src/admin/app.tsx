import type { StrapiApp } from '@strapi/strapi/admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { PublishStatePanel } from './publish-state-panel';

// Editors work in Japanese and Chinese as well as English.
export default {
  config: {
    locales: ['ja', 'zh-Hans'],
  },
  bootstrap(app: StrapiApp) {
    // The edit view of news, notices, brands and enterprises shows where a publish stands on the site.
    const apis = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    apis.addEditViewSidePanel([PublishStatePanel]);
  },
};
