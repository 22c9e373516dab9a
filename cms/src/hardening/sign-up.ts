import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const PERMISSION_UID = 'plugin::users-permissions.permission';
export const REGISTER_ACTION = 'plugin::users-permissions.auth.register';

interface Route {
  method: string;
  path: string;
}

/**
 * Nobody signs up to the CMS: members live in the website API and editors are admin
 * users. Called in `register`, before Strapi mounts the routes: drops the REST route
 * `POST /api/auth/local/register` and makes the GraphQL `register` mutation (which calls
 * the controller directly, outside any route) answer Forbidden.
 */
export function removeSignUp(strapi: Core.Strapi): void {
  const routers = strapi.plugin('users-permissions').routes as unknown as Record<string, { routes: Route[] }>;
  const contentApi = routers['content-api'];
  contentApi.routes = contentApi.routes.filter(
    (route) => !(route.method === 'POST' && route.path === '/auth/local/register'),
  );

  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      resolversConfig: {
        'Mutation.register': {
          middlewares: [
            () => {
              throw new errors.ForbiddenError('Sign-up is closed');
            },
          ],
        },
      },
    }));
}

/**
 * Called in `bootstrap`, at every start: the users-permissions advanced setting
 * `allow_register` is false (it also stops sign-up through OAuth providers) and no role
 * holds the register permission, whatever was changed in the admin panel since.
 */
export async function closeSignUp(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false)
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });

  await strapi.db.query(PERMISSION_UID).deleteMany({ where: { action: REGISTER_ACTION } });
}
