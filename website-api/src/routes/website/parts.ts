import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resolveMember } from '../../plugins/app/auth';

/** What this API hands to the part search plugin of `@site/parts`. */
interface PartsModule {
  openPartsStore?: () => Promise<{ close(): Promise<void> }>;
  partsRoutes?: FastifyPluginAsync<{
    store: unknown;
    resolveMember: (request: FastifyRequest) => Promise<{ id: string } | null>;
  }>;
}

function loadParts(): PartsModule | null {
  try {
    // Loaded by name at run time: the API starts whether or not the parts package is there.
    return require('@site/parts') as PartsModule;
  } catch (error) {
    const missing = (error as { code?: string }).code === 'MODULE_NOT_FOUND' && String(error).includes("'@site/parts'");
    if (missing) return null;
    throw error;
  }
}

/**
 * Registration point of the part search: `partsRoutes` of `@site/parts` mounted under
 * `/website/parts` over its own store (DATABASE_URL or its SQLite file), inside the clientId
 * check, with this API's member resolution. It keeps its own schemas and error handler.
 */
const partsGroup: FastifyPluginAsync = async (app) => {
  const parts = loadParts();
  if (typeof parts?.partsRoutes !== 'function' || typeof parts.openPartsStore !== 'function') {
    app.log.info('@site/parts offers no part search; /website/parts has no routes');
    return;
  }
  const store = await parts.openPartsStore();
  app.addHook('onClose', () => store.close());
  await app.register(parts.partsRoutes, { store, resolveMember });
};

export default partsGroup;
