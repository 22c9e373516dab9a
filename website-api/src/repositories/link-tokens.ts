import type { LinkTokenKind } from '../db/schema';
import { hashToken, newId, newSecretToken } from '../lib/tokens';
import type { Executor } from './executor';

export const LINK_TOKEN_LIFETIME_MS: Record<LinkTokenKind, number> = {
  activation: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  consent: 24 * 60 * 60 * 1000,
};

/**
 * Issues a link token; earlier unused tokens of the same kind for the member stop working,
 * unless `keepEarlier` (a re-sent activation: every link carries the same registration).
 */
export async function issueLinkToken(
  db: Executor,
  memberId: string,
  kind: LinkTokenKind,
  now: number,
  payload: unknown = null,
  keepEarlier = false,
): Promise<string> {
  if (!keepEarlier) {
    await db
      .deleteFrom('link_tokens')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }
  const token = newSecretToken();
  await db
    .insertInto('link_tokens')
    .values({
      id: newId(),
      member_id: memberId,
      kind,
      token_hash: hashToken(token),
      payload: payload === null ? null : JSON.stringify(payload),
      created_at: now,
      expires_at: now + LINK_TOKEN_LIFETIME_MS[kind],
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses a token once: the conditional update succeeds for exactly one of any number of
 * concurrent attempts, on both engines. Returns the token's member and payload, or null.
 */
export async function consumeLinkToken(db: Executor, token: string, kind: LinkTokenKind, now: number) {
  const tokenHash = hashToken(token);
  const result = await db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('link_tokens')
    .select(['member_id', 'payload'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  return {
    memberId: row.member_id,
    payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown),
  };
}

/** The payload of the member's newest unused, unexpired token of a kind, or undefined when there is none. */
export async function liveLinkPayload(
  db: Executor,
  memberId: string,
  kind: LinkTokenKind,
  now: number,
): Promise<unknown> {
  const row = await db
    .selectFrom('link_tokens')
    .select('payload')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.payload === null ? null : (JSON.parse(row.payload) as unknown);
}
