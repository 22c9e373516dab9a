import type { FastifyPluginAsync } from 'fastify';
import { sendEnvelope } from '../../lib/envelope';
import { serializerCompiler, validatorCompiler } from '../../lib/zod-schemas';
import consentRoutes from './auth/consent';
import loginRoutes from './auth/login';
import passwordRoutes from './auth/password';
import registerRoutes from './auth/register';
import contactRoutes from './contact';
import contentRoutes from './content';
import memberRoutes from './member';
import partsRoutes from './parts';
import type { PartsStore } from '@site/parts';
import previewRoutes from './preview';
import visitRoutes from './visits';

export interface WebsiteRoutesOptions {
  /** Mount the part search (default); suites that do not test it leave it out. */
  withParts?: boolean;
  /** The parts store to serve (tests); otherwise the part routes open their own. */
  partsStore?: PartsStore;
}

/** Everything under `/website`: every request must name the configured client. */
const websiteRoutes: FastifyPluginAsync<WebsiteRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.signedLink === true) return; // a signed file link (content.ts)
    if (request.headers.clientid !== app.config.clientId) {
      return sendEnvelope(request, reply, 400, 400, 'invalidClient');
    }
  });

  // Every route declares zod schemas (`@site/contracts`): they validate requests, shape answers
  // and describe the API (OpenAPI document, lib/openapi.ts).
  await app.register(async (own) => {
    own.setValidatorCompiler(validatorCompiler);
    own.setSerializerCompiler(serializerCompiler);
    await own.register(visitRoutes);
    await own.register(registerRoutes, { prefix: '/auth' });
    await own.register(loginRoutes, { prefix: '/auth' });
    await own.register(passwordRoutes, { prefix: '/auth' });
    await own.register(consentRoutes, { prefix: '/auth' });
    await own.register(memberRoutes, { prefix: '/member' });
    await own.register(contactRoutes);
    await own.register(contentRoutes, { prefix: '/content' });
    await own.register(previewRoutes);
    if (options.withParts !== false)
      await own.register(partsRoutes, { prefix: '/parts', store: options.partsStore });
  });
};

export default websiteRoutes;
