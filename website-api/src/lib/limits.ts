import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countAttempt } from '../repositories/rate-counters';
import { sendEnvelope } from './envelope';
import { hashToken } from './tokens';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/** Route config for the per-client limit (key: request.ip), scaled by RATE_LIMIT_SCALE. */
export function clientLimit(app: FastifyInstance, max: number, timeWindowMs = MINUTE) {
  return { rateLimit: { max: Math.ceil(max * app.config.rateLimitScale), timeWindow: timeWindowMs } };
}

/** Key of a per-account counter; the address is hashed so the table holds no emails. */
export function accountKey(scope: string, account: string): string {
  return `${scope}:${hashToken(account)}`;
}

/**
 * Counts an attempt against an account (a normalized email or a member id) in the database,
 * so the limit holds across instances and whatever client address is used. Answers 429 and
 * returns true when the account is over its limit.
 */
export async function overAccountLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  account: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const app = request.server;
  const count = await countAttempt(app.db.kysely, accountKey(scope, account), windowMs, app.now());
  if (count <= Math.ceil(max * app.config.rateLimitScale)) return false;
  request.log.warn({ event: `${scope}.rate-limited` }, 'account limit reached');
  await sendEnvelope(request, reply, 429, 429, 'rateLimited');
  return true;
}
