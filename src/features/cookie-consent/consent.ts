import { readCookie, writeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_MAX_AGE_DAYS = 365;

/** Set on <html> by CONSENT_HEAD_SCRIPT when the visitor has decided: the banner's CSS hides it. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * Runs in <head> before the page paints (gatsby-ssr). The static HTML shows the cookie banner,
 * so that it paints with the page instead of after hydration (it was the largest paint of the
 * part search on a phone, at 2.6 s); a visitor who has decided must not see it flash.
 */
export const CONSENT_HEAD_SCRIPT =
  `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:true|false)(?:;|$)/.test(document.cookie)` +
  `&&document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')`;

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
