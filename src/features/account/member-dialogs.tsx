import React, { useEffect } from 'react';
import type { Member } from '@site/contracts';
import { MEMBER_DIALOG_BUNDLES } from '../../i18n/bundles';
import { useBundles } from '../app-shell/bundle-gate';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileDialog } from './profile-dialog';

export type MemberDialogKind = 'password' | 'profile';

export interface MemberDialogProps {
  kind: MemberDialogKind;
  member: Member | null;
  onClose: () => void;
}

/**
 * The popover's dialogs, a chunk of their own: forms, their schemas and zod load when a
 * member first opens the popover, never with a page.
 */
export function MemberDialog({ kind, member, onClose }: MemberDialogProps) {
  const strings = useBundles(MEMBER_DIALOG_BUNDLES);
  useEffect(() => {
    if (strings === 'failed') onClose();
  }, [strings, onClose]);
  if (strings !== 'ready') return null;
  return kind === 'password' ? (
    <ChangePasswordDialog onClose={onClose} />
  ) : (
    <ProfileDialog member={member} onClose={onClose} />
  );
}
