import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'crypto';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * login to an account leaves a signed cookie in that browser; a login to the same account that
 * presents it is counted on its own, so strangers' failures neither slow nor stop it
 * (decision 026).
 *
 * One cookie per account, named after a keyed hash of the address (the name tells nobody the
 * address); its value is `<nonce>.<issued, unix seconds>.<HMAC-SHA256 over address, nonce and
 * time>`. Only the login route reads it, so its path is that route's.
 */
export const DEVICE_COOKIE_PATH = '/website/auth/login';
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const NAME_PREFIX = 'did_';
const VALUE = /^([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signing key: `DEVICE_COOKIE_SECRET` when set (every instance must share it), else one
 * derived from the CMS server token (HKDF, as the file links do), else a random key for this
 * process only: cookies then stop counting after a restart, which only makes their browsers
 * unknown clients again.
 */
export function deviceCookieKey(secret: string | null, cmsApiToken: string | null): Buffer {
  if (secret) return Buffer.from(secret, 'utf8');
  if (cmsApiToken)
    return Buffer.from(hkdfSync('sha256', cmsApiToken, 'website-api', 'login device cookies', 32));
  return randomBytes(32);
}

/** The value of cookie `name` in a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

export class DeviceCookies {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number,
  ) {}

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private signature(email: string, nonce: string, issued: string): string {
    return this.mac(`device:${email}:${nonce}:${issued}`);
  }

  /** The cookie's name for an account (a normalized address). */
  nameFor(email: string): string {
    return `${NAME_PREFIX}${this.mac(`name:${email}`).slice(0, 22)}`;
  }

  /** The device's id when the Cookie header holds a valid, unexpired device cookie for this account. */
  read(cookieHeader: string | undefined, email: string): string | null {
    const match = VALUE.exec(cookieValue(cookieHeader, this.nameFor(email)) ?? '');
    if (!match) return null;
    const [, nonce, issued, mac] = match;
    const expected = Buffer.from(this.signature(email, nonce, issued));
    // Compared as text in constant time, after the shape check above.
    if (!timingSafeEqual(Buffer.from(mac), expected)) return null;
    const age = this.now() - Number(issued) * 1000;
    return age >= 0 && age < DEVICE_COOKIE_LIFETIME_MS ? nonce : null;
  }

  /** A Set-Cookie header with a new device cookie for the account: HttpOnly, SameSite=Strict, Secure over HTTPS. */
  issue(email: string, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url');
    const issued = String(Math.floor(this.now() / 1000));
    const value = `${nonce}.${issued}.${this.signature(email, nonce, issued)}`;
    return [
      `${this.nameFor(email)}=${value}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_COOKIE_LIFETIME_MS / 1000}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  }
}
