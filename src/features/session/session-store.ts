import { useSyncExternalStore } from 'react';
import type { Member } from '@site/contracts';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';
import { createListeners } from '../../lib/listeners';

/** Spec section 3: the session token lives in the `authToken` cookie (path /). */
export const AUTH_COOKIE = 'authToken';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionState {
  token: string | null;
  member: Member | null;
  /** True after the API refused the token: the 'Login status expired' dialog is open. */
  expired: boolean;
}

const listeners = createListeners();
let state: SessionState | null = null;
const SERVER_STATE: SessionState = { token: null, member: null, expired: false };

// Read lazily: static HTML is rendered without a cookie, the browser reads it on first use.
function current(): SessionState {
  if (state === null) state = { token: readCookie(AUTH_COOKIE) || null, member: null, expired: false };
  return state;
}

function emit(next: SessionState) {
  state = next;
  listeners.notify();
}

export const sessionStore = {
  get: current,
  token: () => current().token,
  /**
   * Login: the cookie and the store get the new token. The cookie lives as long as the
   * session's absolute expiry, so closing the browser does not log the member out.
   */
  start(token: string, member: Member | null, expiresAt?: string) {
    const remainingMs = expiresAt ? Date.parse(expiresAt) - Date.now() : NaN;
    writeCookie(AUTH_COOKIE, token, remainingMs > 0 ? { maxAgeDays: remainingMs / DAY_MS } : {});
    emit({ token, member, expired: false });
  },
  setMember(member: Member) {
    if (current().token) emit({ ...current(), member });
  },
  /** Logout and password change: the token is forgotten everywhere. */
  clear() {
    deleteCookie(AUTH_COOKIE);
    emit({ token: null, member: null, expired: false });
  },
  /** The API answered 401 to a member call: forget the token and ask the reader what to do. */
  expire() {
    deleteCookie(AUTH_COOKIE);
    emit({ token: null, member: null, expired: true });
  },
  dismissExpired() {
    emit({ ...current(), expired: false });
  },
  subscribe: listeners.subscribe,
};

export function useSession(): SessionState & { loggedIn: boolean } {
  const value = useSyncExternalStore(sessionStore.subscribe, current, () => SERVER_STATE);
  return { ...value, loggedIn: value.token !== null };
}
