import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::terms-of-use.terms-of-use');
