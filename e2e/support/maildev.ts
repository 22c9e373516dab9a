/** Reads mails from MailDev's REST API (the local mailbox `npm start` runs). */
export const MAILDEV_URL = process.env.MAILDEV_URL || 'http://127.0.0.1:1080';

export interface Mail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string }>;
}

export async function listMails(): Promise<Mail[]> {
  const response = await fetch(`${MAILDEV_URL}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `address` whose subject or text matches. */
export async function waitForMail(address: string, match: RegExp = /./, timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await listMails()).filter(
      (mail) =>
        mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) &&
        (match.test(mail.subject) || match.test(mail.text ?? '') || match.test(mail.html ?? '')),
    );
    if (mails.length) return mails[mails.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No mail to ${address} matching ${match} within ${timeoutMs} ms`);
}

/** First link in a mail that points at the given site path (e.g. '/account-active'). */
export function linkFrom(mail: Mail, pathPart: string): string {
  const body = `${mail.text ?? ''}\n${mail.html ?? ''}`;
  const found = body.match(new RegExp(`https?://[^\\s"'<>]*${pathPart.replace('/', '\\/')}[^\\s"'<>]*`));
  if (!found) throw new Error(`No ${pathPart} link in mail "${mail.subject}"`);
  return found[0].replace(/&amp;/g, '&');
}
