import type { DeleteResult } from 'kysely';
import type { Executor } from './executor';
import { SESSION_IDLE_MS } from './sessions';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Used link tokens are kept this long: `consumeLinkToken` reads its row right after using it. */
export const USED_TOKEN_GRACE_MS = HOUR;
/** Rate counters whose window started this long ago are over (the longest window is an hour). */
export const RATE_COUNTER_RETENTION_MS = DAY;
/** Stored-batch records only guard retries made seconds after a failure. */
export const VISIT_BATCH_RETENTION_MS = 7 * DAY;
/** Sent mails (address, variables without the link) are kept this long for support questions. */
export const SENT_MAIL_RETENTION_MS = 30 * DAY;

// Rows per DELETE, so one statement never holds SQLite's write lock for long.
const CHUNK = 1000;

async function inChunks(remove: () => Promise<DeleteResult>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number((await remove()).numDeletedRows);
    total += deleted;
    if (deleted < CHUNK) return total;
  }
}

export interface CleanUpCounts {
  sessions: number;
  linkTokens: number;
  rateCounters: number;
  visitBatches: number;
  sentMails: number;
}

/**
 * Deletes rows nothing will read again: sessions that can no longer be used (expired, idle
 * past the limit, or revoked), link tokens that expired or were used an hour ago, rate
 * counters whose window is long over, old stored-batch records and old sent mails. Every
 * delete names rows by conditions that stay true once true, so running it twice, or on two
 * instances at once, deletes the same rows and nothing else.
 */
export async function deleteExpiredRows(db: Executor, now: number): Promise<CleanUpCounts> {
  const sessions = await inChunks(() =>
    db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where((s) =>
            s.or([
              s('expires_at', '<=', now),
              s('last_seen_at', '<=', now - SESSION_IDLE_MS),
              s('revoked_at', 'is not', null),
            ]),
          )
          .limit(CHUNK),
      )
      .executeTakeFirst(),
  );
  const linkTokens = await inChunks(() =>
    db
      .deleteFrom('link_tokens')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('link_tokens')
          .select('id')
          .where((t) => t.or([t('expires_at', '<=', now), t('used_at', '<=', now - USED_TOKEN_GRACE_MS)]))
          .limit(CHUNK),
      )
      .executeTakeFirst(),
  );
  const rateCounters = await inChunks(() =>
    db
      .deleteFrom('rate_counters')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('rate_counters')
          .select('key')
          .where('window_start', '<=', now - RATE_COUNTER_RETENTION_MS)
          .limit(CHUNK),
      )
      .executeTakeFirst(),
  );
  const visitBatches = await inChunks(() =>
    db
      .deleteFrom('page_visit_batches')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('page_visit_batches')
          .select('id')
          .where('stored_at', '<=', now - VISIT_BATCH_RETENTION_MS)
          .limit(CHUNK),
      )
      .executeTakeFirst(),
  );
  const sentMails = await inChunks(() =>
    db
      .deleteFrom('outbox')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', '<=', now - SENT_MAIL_RETENTION_MS)
          .limit(CHUNK),
      )
      .executeTakeFirst(),
  );
  return { sessions, linkTokens, rateCounters, visitBatches, sentMails };
}
