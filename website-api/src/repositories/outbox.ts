import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Engine } from '../db/database';
import type { Database, MailKind, OutboxTable } from '../db/schema';
import { newId } from '../lib/tokens';
import type { Executor } from './executor';

export type OutboxRow = Selectable<OutboxTable>;

export interface NewMail {
  kind: MailKind;
  to: string;
  locale: string;
  /** Variables of the template; `link` is secret and removed once the mail is sent. */
  vars: Record<string, string>;
}

/** Writes a mail to send; call inside the transaction that writes the record it belongs to. */
export async function enqueueMail(db: Executor, mail: NewMail, now: number, messageDomain: string) {
  const id = newId();
  await db
    .insertInto('outbox')
    .values({
      id,
      kind: mail.kind,
      to: mail.to,
      locale: mail.locale,
      payload: JSON.stringify(mail.vars),
      message_id: `<${id}@${messageDomain}>`,
      attempts: 0,
      next_attempt_at: now,
      sent_at: null,
      last_error: null,
      created_at: now,
      claimed_by: null,
      claimed_until: null,
    })
    .execute();
  return id;
}

/** Due, unsent, not given up, and not held by a live claim. */
function claimable(now: number, maxAttempts: number) {
  return (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.and([
      eb('sent_at', 'is', null),
      eb('next_attempt_at', '<=', now),
      eb('attempts', '<', maxAttempts),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
    ]);
}

/**
 * Claims up to `limit` due mails for `holder` until `now + leaseMs`, in one statement, and
 * returns them. Claims of several instances never overlap: SQLite runs one writing statement
 * at a time, and on PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED` (rows another
 * claim is taking are passed over) and the conditions are checked again on the row that is
 * updated. A claim whose holder died runs out with its lease and the mail is claimed again.
 */
export async function claimDueMails(
  db: Executor,
  engine: Engine,
  holder: string,
  now: number,
  leaseMs: number,
  maxAttempts: number,
  limit: number,
): Promise<OutboxRow[]> {
  const claim = { claimed_by: holder, claimed_until: now + leaseMs };
  if (engine === 'postgres') {
    // A materialized CTE picks the rows once; as an `IN (subquery)` with FOR UPDATE the
    // pick may run again for each row, and the LIMIT then no longer bounds the claim.
    return db
      .with(
        (cte) => cte('due').materialized(),
        (qb) =>
          qb
            .selectFrom('outbox')
            .select('id')
            .where(claimable(now, maxAttempts))
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
      )
      .updateTable('outbox')
      .set(claim)
      .from('due')
      .whereRef('outbox.id', '=', 'due.id')
      .where(claimable(now, maxAttempts))
      .returningAll('outbox')
      .execute();
  }
  return db
    .updateTable('outbox')
    .set(claim)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where(claimable(now, maxAttempts))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit),
    )
    .where(claimable(now, maxAttempts))
    .returningAll()
    .execute();
}

/**
 * Extends a claim right before its mail is sent, so the send has a whole lease. False when
 * the claim was lost meanwhile (its lease ran out and another instance took the mail): the
 * mail must then not be sent here.
 */
export async function renewClaim(
  db: Executor,
  id: string,
  holder: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ claimed_until: now + leaseMs })
    .where('id', '=', id)
    .where('claimed_by', '=', holder)
    .where('claimed_until', 'is not', null)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a claimed mail sent (the holder stays recorded as its sender) and drops its secret
 * link. False when the claim had been lost before: another instance may send it too.
 */
export async function markMailSent(db: Executor, row: OutboxRow, holder: string, now: number) {
  const { link: _link, ...rest } = JSON.parse(row.payload) as Record<string, string>;
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      sent_at: now,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      payload: JSON.stringify(rest),
      claimed_until: null,
    }))
    .where('id', '=', row.id)
    .where('claimed_by', '=', holder)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a failed attempt, schedules the next one and gives the claim up. */
export async function markMailFailed(
  db: Executor,
  row: OutboxRow,
  holder: string,
  nextAttemptAt: number,
  error: string,
) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: nextAttemptAt,
      last_error: error.slice(0, 500),
      claimed_by: null,
      claimed_until: null,
    }))
    .where('id', '=', row.id)
    .where('claimed_by', '=', holder)
    .where('sent_at', 'is', null)
    .execute();
}

/** Gives back every claim of `holder` not sent yet (a stopping instance), for others to take at once. */
export async function releaseClaims(db: Executor, holder: string) {
  await db
    .updateTable('outbox')
    .set({ claimed_by: null, claimed_until: null })
    .where('claimed_by', '=', holder)
    .where('claimed_until', 'is not', null)
    .where('sent_at', 'is', null)
    .execute();
}
