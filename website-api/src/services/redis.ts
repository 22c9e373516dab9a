import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';

/** Time allowed for the first connection (TCP, then Redis's ready check) before start-up fails. */
export const REDIS_CONNECT_TIMEOUT_MS = 5000;
/** A command Redis has not answered by then fails instead of holding the request. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Time allowed for QUIT at shutdown before the connection is dropped. */
const REDIS_QUIT_TIMEOUT_MS = 1000;

export class RedisStartError extends Error {}

/** The address as it may appear in logs and errors: without its password. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Connects to Redis and waits until it answers, at most `timeoutMs`; throws a RedisStartError
 * naming the address otherwise. Commands never wait for a connection (no offline queue) and
 * give up after REDIS_COMMAND_TIMEOUT_MS, so a Redis that goes away fails requests quickly
 * instead of holding them; the client reconnects by itself in the background.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  timeoutMs = REDIS_CONNECT_TIMEOUT_MS,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  // One line when the connection is lost, one when it is back (not one per reconnect attempt).
  let up = false;
  let lastError = null as Error | null;
  redis.on('ready', () => {
    if (!up) log.info({ redis: redactRedisUrl(url) }, 'redis connected');
    up = true;
  });
  redis.on('error', (error: Error) => {
    lastError = error;
    if (up) log.error({ err: error, redis: redactRedisUrl(url) }, 'redis connection lost');
    up = false;
  });

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const connecting = redis.connect();
  // Rejects again when the deadline has already won and the connection is dropped.
  connecting.catch(() => undefined);
  try {
    await Promise.race([connecting, deadline]);
  } catch (error) {
    redis.disconnect();
    // "Connection is closed." says less than the error that closed it.
    const reason = [lastError?.message, error instanceof Error ? error.message : String(error)]
      .filter((part, i, all) => part && all.indexOf(part) === i)
      .join('; ');
    throw new RedisStartError(`Redis at ${redactRedisUrl(url)} (REDIS_URL) did not answer: ${reason}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
  return redis;
}

/** Ends the connection: QUIT when connected, then a hard disconnect; resolves once it is closed. */
export async function closeRedis(redis: Redis): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    if (redis.status === 'end') resolve();
    else redis.once('end', () => resolve());
  });
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REDIS_QUIT_TIMEOUT_MS);
  });
  if (redis.status === 'ready') await Promise.race([redis.quit().catch(() => undefined), giveUp]);
  redis.disconnect();
  await Promise.race([closed, giveUp]);
  clearTimeout(timer);
}

/** Whether Redis answers a PING (within the command timeout). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
