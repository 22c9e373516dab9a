import type { Generated } from 'kysely';

// Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite) so both engines
// compare and add them the same way; booleans are 0/1 for the same reason.

export type MemberStatus = 'pending' | 'active' | 'legacy';
export type LinkTokenKind = 'activation' | 'reset' | 'consent';
export type MailKind =
  | 'activation'
  | 'password-reset'
  | 'password-setup'
  | 'contact-support'
  | 'contact-confirmation';

export interface MembersTable {
  id: string;
  email: string;
  username: string;
  company_name: string;
  /** Null until activation, and for members of the previous handler until they consent. */
  password_hash: string | null;
  status: MemberStatus;
  locale: string;
  consented_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  member_id: string;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  /** Absolute expiry. */
  expires_at: number;
  revoked_at: number | null;
}

export interface LinkTokensTable {
  id: string;
  member_id: string;
  kind: LinkTokenKind;
  token_hash: string;
  /** JSON; for activation the registration it confirms (names and password hash). */
  payload: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface OutboxTable {
  id: string;
  kind: MailKind;
  to: string;
  locale: string;
  /** JSON with the mail's variables; secret fields are removed once sent. */
  payload: string;
  message_id: string;
  attempts: number;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
  created_at: number;
  /** The instance that claimed the mail last (kept once sent: the one that sent it). */
  claimed_by: string | null;
  /** End of the claim's lease while the mail is being sent; null when not claimed. */
  claimed_until: number | null;
}

export interface InquiriesTable {
  id: string;
  region: string;
  content: string;
  email: string;
  company: string;
  locale: string;
  created_at: number;
}

export interface PageVisitsTable {
  id: Generated<number>;
  page_title: string;
  page_url: string;
  device_type: string;
  device: string;
  language: string;
  source: string;
  received_at: number;
  /** The trusted proxy's id of the request that carried it: one visit however often it was passed on. */
  request_id: string | null;
}

/** A batch of page visits already stored (its id is chosen before the first attempt). */
export interface PageVisitBatchesTable {
  id: string;
  visits: number;
  stored_at: number;
}

/** Which instance runs a scheduled job until when (one row per job). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
  last_run_at: number | null;
}

export interface RateCountersTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  members: MembersTable;
  sessions: SessionsTable;
  link_tokens: LinkTokensTable;
  outbox: OutboxTable;
  inquiries: InquiriesTable;
  page_visits: PageVisitsTable;
  rate_counters: RateCountersTable;
  page_visit_batches: PageVisitBatchesTable;
  job_leases: JobLeasesTable;
}
