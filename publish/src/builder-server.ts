import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { BuilderConfig } from './config';
import { closeGracefully, limitSlowClients, listenOn, requestTarget, type Logger } from '@site/runtime';
import { RebuildScheduler } from './scheduler';
import { answerRebuildRoute } from './rebuild-routes';
import { loadRebuildToken } from './rebuild-token';
import { ReleaseStore, isRebuildRoute } from '@site/releases';

/**
 * The builder (decision 074): the one process that runs site builds and switches
 * `.builds/current`. It answers `POST /__rebuild` and `GET|HEAD /__rebuild/status` with the
 * contract the site server had (the site servers forward those routes here) and
 * `GET /__health`. It serves no pages: the site servers resolve `current` per request, so a
 * release it switches is served at once.
 */
export interface BuilderServer {
  server: http.Server;
  releases: ReleaseStore;
  rebuilds: RebuildScheduler;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** A request id the site server passed on, when it looks like one; else a new one. */
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
}

export function createBuilderServer(config: BuilderConfig, logger: Logger): BuilderServer {
  const releases = new ReleaseStore(config.buildsDir);
  const token = loadRebuildToken(config.rebuild.token, config.rebuild.tokenFile);
  const rebuilds = new RebuildScheduler(config.rebuild, releases, logger);

  function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body);
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt >= 0 ? url.slice(0, queryAt) : url;
    const search = queryAt >= 0 ? url.slice(queryAt) : '';
    if (isRebuildRoute(pathname)) {
      await answerRebuildRoute(req, res, { pathname, search }, rebuilds, token, (status, body) =>
        sendJson(req, res, status, body),
      );
      return;
    }
    req.resume();
    if (pathname === '/__health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        sendJson(req, res, 405, { code: 405, msg: 'Method not allowed' });
        return;
      }
      const live = await releases.live();
      sendJson(req, res, 200, {
        status: 'ok',
        role: 'builder',
        release: live?.id ?? null,
        build: rebuilds.status().state,
      });
      return;
    }
    sendJson(req, res, 404, { code: 404, msg: 'Not found: the builder answers /__rebuild only' });
  }

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        // The path and the names of query keys only, as the site server logs them.
        ...requestTarget(req.url),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        remote: req.socket.remoteAddress,
        aborted: !res.writableFinished || undefined,
      });
    });
    handle(req, res).catch((error: unknown) => {
      logger.error('request failed', {
        requestId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      if (!res.headersSent) sendJson(req, res, 500, { code: 500, msg: 'Internal server error' });
      else res.destroy();
    });
  });
  limitSlowClients(server);

  return {
    server,
    releases,
    rebuilds,
    listen: (port, host) => listenOn(server, port, host),
    async close() {
      // A running build is stopped (its process group gets SIGTERM); the live release stays.
      await Promise.all([closeGracefully(server, config.shutdownGraceMs), rebuilds.close()]);
    },
  };
}

export interface PriorityOutcome {
  /** The niceness before and after; equal when nothing changed. */
  from: number;
  to: number;
  /** Threads of this process set (Linux sets niceness per thread). */
  threads: number;
  /** Why the niceness was left as it was, when it was. */
  note?: string;
}

/**
 * Lowers this process's CPU priority to niceness `nice` (never raises it: that needs
 * privileges). Processes and threads started afterwards inherit it: the site builds then
 * yield the CPU to the site servers' requests. On Linux niceness belongs to each thread, so
 * the threads that exist already (V8's, libuv's pool, the module loader's) are set too.
 */
export function lowerOwnPriority(nice: number): PriorityOutcome {
  const from = os.getPriority();
  if (nice <= from) {
    return { from, to: from, threads: 0, note: nice === 0 ? 'BUILD_NICE=0' : `already at niceness ${from}` };
  }
  try {
    os.setPriority(nice);
  } catch (error) {
    return { from, to: from, threads: 0, note: `setPriority refused: ${(error as Error).message}` };
  }
  let threads = 1;
  if (process.platform === 'linux') {
    let tids: string[] = [];
    try {
      tids = fs.readdirSync('/proc/self/task');
    } catch {
      // No /proc: the main thread is set, and what it starts from now on inherits it.
    }
    for (const tid of tids.map(Number).filter((t) => t !== process.pid)) {
      try {
        if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
        threads += 1;
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return { from, to: os.getPriority(), threads };
}
