import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::terms-of-use.terms-of-use');
