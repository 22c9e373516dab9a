import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

/**
 * `GET /health`, outside `/website` (no clientId): the start script, load balancers and
 * deploy checks ask it whether the API can reach its database. 200 when it can, 503 when not.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return reply.code(200).send({ code: 200, msg: 'ok', data: { database: 'up' } });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ code: 503, msg: 'unavailable', data: { database: 'down' } });
    }
  });
};

export default healthRoutes;
