import { hashToken, newId, newSecretToken } from '../lib/tokens';
import type { Executor } from './executor';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Last-seen is written at most this often, so an active member costs one write a minute, not one per request.
const TOUCH_INTERVAL_MS = 60 * 1000;

export async function createSession(db: Executor, memberId: string, now: number) {
  const token = newSecretToken();
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      member_id: memberId,
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session of a token (not revoked, inside its absolute and idle expiry) with its member. */
export async function findLiveSession(db: Executor, token: string, now: number) {
  const session = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id',
      'sessions.member_id',
      'sessions.last_seen_at',
      'members.email',
      'members.username',
      'members.company_name',
      'members.locale',
      'members.status',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', now - SESSION_IDLE_MS)
    .executeTakeFirst();
  if (session && now - session.last_seen_at > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.id).execute();
  }
  return session;
}

export async function revokeSession(db: Executor, sessionId: string, now: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberSessions(db: Executor, memberId: string, now: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
