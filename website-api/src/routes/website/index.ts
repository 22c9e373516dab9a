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
import partsGroup from './parts';
import previewRoutes from './preview';
import visitRoutes from './visits';

export interface WebsiteRoutesOptions {
  /** Mount the part search of `@site/parts`; its own suite tests it, this one may leave it out. */
  withParts?: boolean;
}

/** Everything under `/website`: every request must name the configured client. */
const websiteRoutes: FastifyPluginAsync<WebsiteRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.signedLink === true) return; // a signed file link (content.ts)
    if (request.headers.clientid !== app.config.clientId) {
      return sendEnvelope(request, reply, 400, 400, 'invalidClient');
    }
  });

  // This API's routes declare zod schemas; the part search keeps Fastify's JSON Schema
  // compilers, so the zod ones are set only in this context.
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
  });
  if (options.withParts !== false) await app.register(partsGroup, { prefix: '/parts' });
};

export default websiteRoutes;
