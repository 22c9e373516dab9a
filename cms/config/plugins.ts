import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { publicDir } from '../src/lib/paths';
import { secret } from '../src/lib/secrets';

// The local upload provider refuses to start without its folder, which git does not keep.
mkdirSync(join(publicDir(), 'uploads'), { recursive: true });

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const production = env('NODE_ENV', 'development') === 'production';
  return {
    'users-permissions': {
      config: { jwtSecret: secret('JWT_SECRET') },
    },
    graphql: {
      config: {
        endpoint: '/graphql',
        shadowCRUD: true,
        // Apollo's sandbox page and schema introspection only outside production.
        landingPage: !production,
        depthLimit: 10,
        defaultLimit: 100,
        maxLimit: 1000,
        apolloServer: { introspection: env.bool('CMS_GRAPHQL_INTROSPECTION', !production) },
      },
    },
    upload: {
      config: {
        provider: 'local',
        sizeLimit: 50 * 1024 * 1024,
      },
    },
  };
};
