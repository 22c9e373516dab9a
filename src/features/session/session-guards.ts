import { useEffect, useRef } from 'react';
import { navigate } from 'gatsby';
import { useLogout } from '../auth/api/logout';
import { afterLoginTarget } from '../auth/return-target';
import { useLocale } from '../../i18n/locale-context';
import { sessionStore, useSession } from './session-store';

/**
 * Login, register and forget-pwd: a logged-in reader is sent on, to the page named by a
 * checked `returnTo` (where the reader came from), else to the home page. A login lands here.
 */
export function useGuestOnly(): boolean {
  const { loggedIn } = useSession();
  const { pathFor } = useLocale();
  useEffect(() => {
    if (loggedIn) void navigate(afterLoginTarget(window.location.search, pathFor('/')), { replace: true });
  }, [loggedIn, pathFor]);
  return loggedIn;
}

/**
 * Pages opened from mailed links (account-active, history-active, pwd-active) act for the
 * account in the link, so a session in this browser is ended first, server-side as well.
 */
export function useLogoutOnEnter(): void {
  const logout = useLogout();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !sessionStore.token()) return;
    done.current = true;
    // The request takes the token before its first await, so the store can forget it at once.
    void logout();
    sessionStore.clear();
  }, [logout]);
}
