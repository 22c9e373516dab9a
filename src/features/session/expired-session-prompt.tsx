import React, { useCallback } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/locale-context';
import { useLoginSearch } from '../auth/return-target';
import { ModalDialog } from '~/components/dialog/modal-dialog';
import { sessionStore } from './session-store';
import * as styles from '~/components/dialog/modal-dialog.module.css';

/** Spec section 4: an expired login offers to log in again or to stay on the page. */
export function ExpiredSessionPrompt() {
  const { t } = useTranslation();
  const { pathFor } = useLocale();
  // Read when the dialog opens: the page the session expired on is where login returns to.
  const loginSearch = useLoginSearch();
  // Staying closes the dialog and leaves the page exactly as it is.
  const stay = useCallback(() => sessionStore.dismissExpired(), []);
  const relogin = () => {
    sessionStore.dismissExpired();
    void navigate(pathFor('/login') + loginSearch);
  };
  return (
    <ModalDialog title={t('common:session.expiredTitle')} onClose={stay} role="alertdialog">
      <p>{t('common:session.expiredMessage')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={stay}>
          {t('common:session.stay')}
        </button>
        <button type="button" className={styles.primary} onClick={relogin}>
          {t('common:session.relogin')}
        </button>
      </div>
    </ModalDialog>
  );
}
