import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { ZodTypeProvider } from './zod-schemas';

/** A route plugin whose handlers see the types of their zod schemas. */
export type FastifyPluginAsyncZod<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, import('fastify').RawServerDefault, ZodTypeProvider>;
