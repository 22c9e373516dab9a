import type { Selectable } from 'kysely';
import type { MailKind, OutboxTable } from '../db/schema';
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
    })
    .execute();
  return id;
}

export function dueMails(db: Executor, now: number, maxAttempts: number, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes a mail for `leaseMs`; another sender instance that read the same row loses the race. */
export async function claimMail(
  db: Executor,
  row: OutboxRow,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: now + leaseMs })
    .where('id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Executor, row: OutboxRow, now: number) {
  const { link: _link, ...rest } = JSON.parse(row.payload) as Record<string, string>;
  await db
    .updateTable('outbox')
    .set({ sent_at: now, attempts: row.attempts + 1, last_error: null, payload: JSON.stringify(rest) })
    .where('id', '=', row.id)
    .execute();
}

export async function markMailFailed(db: Executor, row: OutboxRow, nextAttemptAt: number, error: string) {
  await db
    .updateTable('outbox')
    .set({ attempts: row.attempts + 1, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) })
    .where('id', '=', row.id)
    .execute();
}
