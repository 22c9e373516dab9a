import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { isLocale, DEFAULT_LOCALE } from '@site/routing';
import { renderMail } from '../i18n/mails';
import type { Db } from '../db/database';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  releaseClaims,
  renewClaim,
  type OutboxRow,
} from '../repositories/outbox';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  pollIntervalMs: number;
  /** First retry delay; doubles with each failed attempt up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  now: () => number;
  /** Names this instance in the outbox's claims; unique among the instances sharing the database. */
  holder: string;
  /**
   * How long a claimed mail is left alone by other instances: longer than one SMTP
   * transaction can take (connection, greeting and socket timeouts below). The claim is
   * renewed right before each send; a crashed instance's claims run out after this.
   */
  leaseMs: number;
}

export const MAIL_LEASE_MS = 60_000;
const BATCH = 20;

export function backoffDelay(attempts: number, base: number, max: number): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  // Up to 20% jitter so many instances do not retry in lock step.
  return Math.round(exponential * (1 + Math.random() * 0.2));
}

/**
 * Sends the outbox through SMTP. A mail is marked sent only after the server accepted it;
 * its Message-ID is fixed when it is queued, so a resend after an ambiguous failure (the
 * connection dropped after DATA) carries the same id and can be recognised as a duplicate.
 * Several instances share one outbox: each pass claims a batch of due mails atomically for a
 * lease (repositories/outbox.ts `claimDueMails`), so each mail is sent by one of them.
 */
export class MailSender {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailSenderOptions,
  ) {
    this.transport = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 15000,
    });
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a prompt pass, e.g. right after a mail was queued. */
  wake() {
    if (!this.stopped && this.timer) this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.step().finally(() => {
        if (!this.stopped && !this.timer) this.schedule(this.options.pollIntervalMs);
      });
    }, delay);
    this.timer.unref();
  }

  /** One pass over the due mails; returns how many were sent. */
  step(): Promise<number> {
    this.running ??= this.sendDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const { now, maxAttempts, holder, leaseMs } = this.options;
    const { kysely, engine } = this.db;
    let sent = 0;
    for (;;) {
      const rows = await claimDueMails(kysely, engine, holder, now(), leaseMs, maxAttempts, BATCH);
      for (const row of rows) {
        if (this.stopped) break;
        // Sends of the rows before may have taken most of the lease.
        if (!(await renewClaim(kysely, row.id, holder, now(), leaseMs))) {
          this.log.warn({ mailId: row.id }, 'mail claim lost before sending; left to its new holder');
          continue;
        }
        if (await this.sendOne(row)) sent += 1;
      }
      if (this.stopped) {
        // Claimed but not sent: other instances may take them at once instead of after the lease.
        await releaseClaims(kysely, holder);
        break;
      }
      if (rows.length < BATCH) break;
    }
    return sent;
  }

  private async sendOne(row: OutboxRow): Promise<boolean> {
    const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
    const mail = renderMail(row.kind, locale, JSON.parse(row.payload) as Record<string, string>);
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to,
        subject: mail.subject,
        text: mail.text,
        messageId: row.message_id,
      });
    } catch (error) {
      const delay = backoffDelay(row.attempts + 1, this.options.baseBackoffMs, this.options.maxBackoffMs);
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(this.db.kysely, row, this.options.holder, this.options.now() + delay, reason);
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts + 1, retryInMs: delay, reason },
        'mail not sent',
      );
      return false;
    }
    if (!(await markMailSent(this.db.kysely, row, this.options.holder, this.options.now()))) {
      // Only when this send outlasted its lease and another instance took the mail meanwhile.
      this.log.warn({ mailId: row.id, kind: row.kind }, 'mail sent after its claim was lost');
      return true;
    }
    this.log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
    return true;
  }

  /** Stops the loop and waits for the pass in progress. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }
}
