import React, { useId, useRef } from 'react';
import { useTranslation } from '~/i18n/react';
import { ModalPortal } from './modal-portal';
import { useModalFocus } from './use-modal-focus';
import * as styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** 'alertdialog' for questions the reader must answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal with its title as name, focus moved in, kept inside and given back, Escape to close. */
export function ModalDialog({ title, onClose, children, role = 'dialog' }: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useModalFocus(panel, onClose, () =>
    panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])'),
  );

  return (
    <ModalPortal>
      <div className={styles.backdrop}>
        <div
          ref={panel}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.panel}
        >
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              data-close
              className={styles.close}
              aria-label={t('common:dialog.close')}
              onClick={onClose}
            >
              ×
            </button>
          </div>
          {children}
        </div>
      </div>
    </ModalPortal>
  );
}
