import type { Locale } from '@site/routing';
import { isLocale, DEFAULT_LOCALE } from '@site/routing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from '../../lib/envelope';
import { findLiveSession } from '../../repositories/sessions';

export interface CurrentMember {
  id: string;
  sessionId: string;
  email: string;
  username: string;
  companyName: string;
  locale: Locale;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;
const resolved = new WeakMap<FastifyRequest, Promise<CurrentMember | null>>();

/**
 * The member behind `Authorization: Bearer <token>`, or null. Looked up at most once per
 * request, and only by routes that ask, so anonymous traffic costs no database read.
 * Route plugins outside this package (part search) use it the same way.
 */
export function resolveMember(request: FastifyRequest): Promise<CurrentMember | null> {
  let lookup = resolved.get(request);
  if (!lookup) {
    lookup = lookUpMember(request);
    resolved.set(request, lookup);
  }
  return lookup;
}

async function lookUpMember(request: FastifyRequest): Promise<CurrentMember | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const { db, now } = request.server;
  const found = await findLiveSession(db.kysely, match[1], now());
  if (!found || found.status !== 'active') return null;
  return {
    id: found.member_id,
    sessionId: found.id,
    email: found.email,
    username: found.username,
    companyName: found.company_name,
    locale: isLocale(found.locale) ? found.locale : DEFAULT_LOCALE,
  };
}

/** onRequest hook for member routes: 401 in the envelope without a live session. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  if (!(await resolveMember(request))) return sendEnvelope(request, reply, 401, 401, 'unauthorized');
}

/** The member of a request that passed `requireMember`. */
export async function currentMember(request: FastifyRequest): Promise<CurrentMember> {
  const member = await resolveMember(request);
  if (!member) throw new Error('currentMember used on a route without requireMember');
  return member;
}
