import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How long an idle kept-alive connection stays open. A proxy that keeps connections to one of
 * these servers (nginx's `upstream … keepalive`) must let them go sooner, or it sends a request
 * down a connection this side is closing and answers 502 (`deploy/nginx/site.conf`).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Slow or idle clients cannot hold sockets forever: limits every service's HTTP server sets. */
export function limitSlowClients(server: http.Server): void {
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

/** Listens on `port` (0: any free one) and `host`; rejects when it cannot (a port in use). */
export function listenOn(server: http.Server, port: number, host?: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Stops accepting connections and settles once every open one has ended: idle keep-alive
 * connections are closed at once, requests still running get `graceMs` before their
 * connections are closed too.
 */
export async function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearTimeout(force);
  }
}
