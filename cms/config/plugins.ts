import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { DEFAULT_GRAPHQL_LIMITS, hardenedApolloServer } from '../src/hardening/graphql-limits';
import { publicDir } from '../src/lib/paths';
import { secret } from '../src/lib/secrets';

// The local upload provider refuses to start without its folder, which git does not keep.
mkdirSync(join(publicDir(), 'uploads'), { recursive: true });

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const production = env('NODE_ENV', 'development') === 'production';
  // Limits of every GraphQL operation (decision 015); the resolved-field budget can be set.
  const limits = {
    ...DEFAULT_GRAPHQL_LIMITS,
    maxResolvedFields: env.int('CMS_GRAPHQL_MAX_FIELDS', DEFAULT_GRAPHQL_LIMITS.maxResolvedFields),
  };
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
        depthLimit: limits.maxDepth,
        defaultLimit: limits.defaultLimit,
        maxLimit: limits.maxLimit,
        apolloServer: hardenedApolloServer({
          introspection: env.bool('CMS_GRAPHQL_INTROSPECTION', !production),
          limits,
        }),
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
