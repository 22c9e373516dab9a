/**
 * The baseline of bench/api-bench.ts: a bare Fastify server with the same kind of routes
 * (JSON body in, small JSON out) and nothing else: no validation, hooks, limits or storage.
 */
import Fastify from 'fastify';

async function main() {
  const app = Fastify({ logger: false });
  app.post('/bare', async () => ({ code: 200, msg: 'ok' }));
  app.get('/bare/:id', async () => ({ code: 200, msg: 'ok', data: { html: { body: '<p>bare</p>' } } }));
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
