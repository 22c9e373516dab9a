import http from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS, closeGracefully, limitSlowClients, listenOn } from '../src';

const get = (port: number, agent: http.Agent) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/', agent }, resolve).on('error', reject);
  });

describe('listenOn and closeGracefully', () => {
  it('listens on a free port, refuses a port in use, and closes with an idle keep-alive connection open', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    limitSlowClients(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    const address = await listenOn(server, 0, '127.0.0.1');
    expect(address.port).toBeGreaterThan(0);

    const other = http.createServer();
    await expect(listenOn(other, address.port, '127.0.0.1')).rejects.toThrow('EADDRINUSE');

    const agent = new http.Agent({ keepAlive: true });
    const res = await get(address.port, agent);
    res.resume();
    await new Promise((resolve) => res.on('end', resolve));
    const started = Date.now();
    // The idle connection would hold server.close() for keepAliveTimeout; it is closed at once.
    await closeGracefully(server, 10_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('gives a running request the grace time, then closes its connection', async () => {
    let answered = false;
    const server = http.createServer(() => {
      // Never answers: the request holds its connection.
    });
    const { port } = await listenOn(server, 0, '127.0.0.1');
    const agent = new http.Agent();
    const pending = get(port, agent).then(
      () => (answered = true),
      (error: NodeJS.ErrnoException) => error.code,
    );
    await new Promise<void>((resolve) => server.once('request', () => resolve()));
    const started = Date.now();
    await closeGracefully(server, 300);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(5_000);
    expect(await pending).toBe('ECONNRESET');
    expect(answered).toBe(false);
    agent.destroy();
  });
});
