import type { Locale } from '@site/routing';
import type { LinkTokenKind, MailKind } from '../db/schema';
import { siteLink, type LinkPage } from '../lib/links';
import { issueLinkToken } from '../repositories/link-tokens';
import type { Executor } from '../repositories/executor';
import { enqueueMail } from '../repositories/outbox';

/** Which mail carries each kind of link token, and the site page its link opens. */
const LINK_MAILS = {
  activation: { mail: 'activation', page: '/account-active' },
  reset: { mail: 'password-reset', page: '/pwd-active' },
  consent: { mail: 'password-setup', page: '/history-active' },
} as const satisfies Record<LinkTokenKind, { mail: MailKind; page: LinkPage }>;

export interface LinkMail {
  kind: LinkTokenKind;
  memberId: string;
  to: string;
  locale: Locale;
  now: number;
  /** Stored with the token, read when it is used (a pending registration, the consent time). */
  payload?: unknown;
  /** The mail's other template variables (`link` is added). */
  vars?: Record<string, string>;
  /** Earlier unused links of this kind keep working (they carry the same payload). */
  keepEarlier?: boolean;
}

/**
 * Issues a member's link token (earlier unused ones of that kind stop working unless kept) and queues the
 * mail that carries it, in the caller's transaction: both are written or neither. The link is
 * built from SITE_URL in the member's language.
 */
export async function queueLinkMail(
  trx: Executor,
  app: { config: { siteUrl: string }; mailDomain: string },
  mail: LinkMail,
): Promise<void> {
  const { mail: kind, page } = LINK_MAILS[mail.kind];
  const token = await issueLinkToken(
    trx,
    mail.memberId,
    mail.kind,
    mail.now,
    mail.payload ?? null,
    mail.keepEarlier,
  );
  const link = siteLink(app.config.siteUrl, mail.locale, page, token);
  await enqueueMail(
    trx,
    { kind, to: mail.to, locale: mail.locale, vars: { ...mail.vars, link } },
    mail.now,
    app.mailDomain,
  );
}
