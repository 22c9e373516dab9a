import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::substitute-landing.substitute-landing');
