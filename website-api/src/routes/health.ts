import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { redisAnswers } from '../services/redis';

/**
 * `GET /health`, outside `/website` (no clientId): the start script, load balancers and
 * deploy checks ask it whether the API can reach its database, and Redis when the per-client
 * limits are kept there (REDIS_URL). 200 when it can reach them, 503 when not.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    let database: 'up' | 'down' = 'up';
    try {
      await sql`select 1`.execute(app.db.kysely);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      database = 'down';
    }
    const data: { database: 'up' | 'down'; redis?: 'up' | 'down' } = { database };
    if (app.redis) {
      data.redis = (await redisAnswers(app.redis)) ? 'up' : 'down';
      if (data.redis === 'down') app.log.error('health check: redis unreachable');
    }
    if (database === 'up' && data.redis !== 'down') {
      return reply.code(200).send({ code: 200, msg: 'ok', data });
    }
    return reply.code(503).send({ code: 503, msg: 'unavailable', data });
  });
};

export default healthRoutes;
