import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { isLocale, DEFAULT_LOCALE } from '@site/routing';
import { renderMail } from '../i18n/mails';
import { claimMail, dueMails, markMailFailed, markMailSent, type OutboxRow } from '../repositories/outbox';
import type { Executor } from '../repositories/executor';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  pollIntervalMs: number;
  /** First retry delay; doubles with each failed attempt up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  now: () => number;
}

// A claimed mail is left alone by other senders for this long; longer than an SMTP timeout.
const LEASE_MS = 60_000;
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
 */
export class MailSender {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Executor,
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
    const { now, maxAttempts } = this.options;
    let sent = 0;
    for (const row of await dueMails(this.db, now(), maxAttempts, BATCH)) {
      if (this.stopped) break;
      if (!(await claimMail(this.db, row, now(), LEASE_MS))) continue;
      if (await this.sendOne(row)) sent += 1;
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
      await markMailFailed(this.db, row, this.options.now() + delay, reason);
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts + 1, retryInMs: delay, reason },
        'mail not sent',
      );
      return false;
    }
    await markMailSent(this.db, row, this.options.now());
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
