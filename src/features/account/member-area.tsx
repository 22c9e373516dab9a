import React, { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { MemberEntry } from '../layout/member-entry';
import { MEMBER_DIALOG_BUNDLES } from '../../i18n/bundles';
import { loadResources } from '../../i18n/resources';
import { lazyPart } from '../app-shell/lazy-part';
import { useLocale } from '../../i18n/locale-context';
import { sessionStore, useSession } from '../session/session-store';
import { useGetProfile } from './api/get-profile';
import type { MemberDialogKind } from './member-dialogs';
import { useLogoutAction } from './use-end-session';
import * as styles from './member-area.module.css';

const loadDialogs = () => import('./member-dialogs');
const MemberDialog = lazyPart(() => loadDialogs().then((module) => module.MemberDialog));

type OpenDialog = MemberDialogKind | null;

/** Header member area: login and register for visitors, the member popover for members. */
export function MemberArea({ stacked = false }: { stacked?: boolean }) {
  const { loggedIn } = useSession();
  return loggedIn ? <MemberPopover /> : <MemberEntry stacked={stacked} />;
}

function MemberPopover() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { member } = useSession();
  const getProfile = useGetProfile();
  const logout = useLogoutAction();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // The name comes with the login answer; after a reload it is fetched once, which also
  // finds out early that a session has expired.
  useEffect(() => {
    if (member) return;
    void getProfile().then((result) => {
      if (result.ok) sessionStore.setMember(result.data);
    });
  }, [member, getProfile]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // An open menu is likely to lead to a dialog: its code and strings start loading now.
  useEffect(() => {
    if (!open) return;
    loadDialogs().catch(() => undefined);
    loadResources(locale, MEMBER_DIALOG_BUNDLES).catch(() => undefined);
  }, [open, locale]);

  const choose = (next: OpenDialog) => {
    setOpen(false);
    setDialog(next);
  };
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('common:member.account')}
      </button>
      <div id={menuId} className={styles.popover} hidden={!open}>
        {member && (
          <div className={styles.who}>
            <strong>{member.username}</strong>
            <span>{member.companyName}</span>
            <span className={styles.email}>{member.email}</span>
          </div>
        )}
        <ul className={styles.actions}>
          <li>
            <button type="button" onClick={() => choose('profile')}>
              {t('common:member.profile')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => choose('password')}>
              {t('common:member.changePassword')}
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              {t('common:member.logout')}
            </button>
          </li>
        </ul>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <MemberDialog kind={dialog} member={member} onClose={closeDialog} />
        </Suspense>
      )}
    </div>
  );
}
