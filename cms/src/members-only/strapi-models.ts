import type { Core } from '@strapi/strapi';
import type { GetModel, Model } from './model';

/** Reads schemas from the running Strapi for the members-only walkers. */
export function modelGetter(strapi: Core.Strapi): GetModel {
  return (uid: string) =>
    strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0]) as unknown as Model | undefined;
}
