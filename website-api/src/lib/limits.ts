import { isIPv6 } from 'net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countAttempt } from '../repositories/rate-counters';
import { sendEnvelope } from './envelope';
import { hashToken } from './tokens';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/**
 * The client a request counts against: its address (request.ip, see `TRUST_PROXY`), with an
 * IPv6 address cut to its /64, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every attempt.
 */
export function clientOf(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Route config for the per-client limit (key: the request's client), scaled by RATE_LIMIT_SCALE. */
export function clientLimit(app: FastifyInstance, max: number, timeWindowMs = MINUTE) {
  return {
    rateLimit: {
      max: Math.ceil(max * app.config.rateLimitScale),
      timeWindow: timeWindowMs,
      keyGenerator: (request: FastifyRequest) => clientOf(request.ip),
    },
  };
}

/** A limit scaled by RATE_LIMIT_SCALE. */
export function scaled(app: FastifyInstance, max: number): number {
  return Math.ceil(max * app.config.rateLimitScale);
}

/** Key of a per-account counter; the address is hashed so the table holds no emails. */
export function accountKey(scope: string, account: string): string {
  return `${scope}:${hashToken(account)}`;
}

/**
 * Key of a counter for one account from one client: `<scope>:<account hash>:<client hash>`.
 * The account part comes first so that every client's counter of an account can be cleared
 * together (`accountPrefix`).
 */
export function accountClientKey(scope: string, account: string, ip: string): string {
  return `${accountPrefix(scope, account)}${hashToken(clientOf(ip))}`;
}

export function accountPrefix(scope: string, account: string): string {
  return `${accountKey(scope, account)}:`;
}

async function refuse(request: FastifyRequest, reply: FastifyReply, scope: string, message: string) {
  request.log.warn({ event: `${scope}.rate-limited` }, message);
  await sendEnvelope(request, reply, 429, 429, 'rateLimited');
}

/**
 * A per-account limit: counts an attempt under the counter `keyOf` names, in the database
 * (shared by every instance); answers 429 and returns true once over `max` in `windowMs`.
 */
function accountLimit(
  keyOf: (request: FastifyRequest, scope: string, account: string) => string,
  message: string,
) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    account: string,
    max: number,
    windowMs: number,
  ): Promise<boolean> => {
    const app = request.server;
    const count = await countAttempt(app.db.kysely, keyOf(request, scope, account), windowMs, app.now());
    if (count <= scaled(app, max)) return false;
    await refuse(request, reply, scope, message);
    return true;
  };
}

/**
 * Counts an attempt against an account from the request's client, in the database (shared
 * by every instance). Answers 429 and returns true when this client is over its limit for
 * this account. Other clients keep their own allowance, so an attacker who knows an address
 * only uses up their own.
 */
export const overAccountClientLimit = accountLimit(
  (request, scope, account) => accountClientKey(scope, account, request.ip),
  'account and client limit reached',
);

/**
 * Counts an attempt against an account (a normalized email or a member id) in the database,
 * so the limit holds across instances and whatever client address is used. Answers 429 and
 * returns true when the account is over its limit.
 */
export const overAccountLimit = accountLimit(
  (_request, scope, account) => accountKey(scope, account),
  'account limit reached',
);

/**
 * The limits of a form that names an address (register, contact, forgot-password, consent):
 * `perClient` requests per address and client, then a higher `ceiling` per address over all
 * clients. Only requests the client's own allowance let through count toward the ceiling, so
 * one client cannot use it up; it takes `ceiling / perClient` clients, and the owner's own
 * way (the link in their mailbox) does not go through it. Answers 429 and returns true when over.
 */
export async function overAddressLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  address: string,
  limits: { perClient: number; ceiling: number; windowMs: number },
): Promise<boolean> {
  if (await overAccountClientLimit(request, reply, scope, address, limits.perClient, limits.windowMs))
    return true;
  return overAccountLimit(request, reply, `${scope}-address`, address, limits.ceiling, limits.windowMs);
}

/** Address limits of the public forms (before RATE_LIMIT_SCALE): per address and client, per address. */
export const ADDRESS_LIMITS = { perClient: 5, ceiling: 30, windowMs: HOUR } as const;

/** Mails of one kind to one account: this many an hour, then one per `MAIL_PACE_MS`. */
export const MAILS_PER_HOUR = 5;
export const MAIL_PACE_MS = 10 * MINUTE;

/**
 * Whether a link mail (reset, password setup) may go to an account now. Requests for it are
 * limited per account and client; the mails themselves per account: a few an hour at once,
 * then one every ten minutes however many are asked for. Each new link replaces the last, so
 * the newest mail in the member's inbox always works, whoever asked for it: nobody can keep
 * the member from a link, and nobody can flood the member's inbox.
 */
export async function mailAllowed(app: FastifyInstance, scope: string, account: string): Promise<boolean> {
  const now = app.now();
  const sent = await countAttempt(app.db.kysely, accountKey(`${scope}-mail`, account), HOUR, now);
  if (sent <= scaled(app, MAILS_PER_HOUR)) return true;
  return (
    (await countAttempt(app.db.kysely, accountKey(`${scope}-mail-pace`, account), MAIL_PACE_MS, now)) === 1
  );
}
