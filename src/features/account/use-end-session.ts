import { useCallback } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { useLogout } from '../auth/api/logout';
import { useLocale } from '../../i18n/locale-context';
import { sessionStore } from '../session/session-store';
import { useToast } from '../toast/use-toast';
import { useLoginSearch } from '../auth/return-target';

/** Logout: the server revokes the session, the site forgets the token and says so. */
export function useLogoutAction() {
  const { t } = useTranslation();
  const toast = useToast();
  const logout = useLogout();
  return useCallback(() => {
    void logout();
    sessionStore.clear();
    toast.success(t('common:session.loggedOut'));
  }, [logout, toast, t]);
}

/** After a password change every session is gone: the member logs in again and comes back here. */
export function useForceRelogin() {
  const { pathFor } = useLocale();
  const loginSearch = useLoginSearch();
  return useCallback(() => {
    sessionStore.clear();
    void navigate(pathFor('/login') + loginSearch);
  }, [pathFor, loginSearch]);
}
