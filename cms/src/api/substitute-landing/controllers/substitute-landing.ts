import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::substitute-landing.substitute-landing');
