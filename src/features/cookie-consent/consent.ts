import { readCookie, writeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_MAX_AGE_DAYS = 365;

/** true: accepted, false: rejected, null: not decided yet (banner shown). */
export type ConsentState = boolean | null;

export function readConsent(cookieHeader?: string): ConsentState {
  const value = readCookie(CONSENT_COOKIE, cookieHeader);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function writeConsent(accepted: boolean): void {
  writeCookie(CONSENT_COOKIE, String(accepted), { maxAgeDays: CONSENT_MAX_AGE_DAYS });
}
