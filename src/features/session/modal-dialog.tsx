import React, { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** 'alertdialog' for questions the reader must answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal with its title as name, focus moved in and given back, Escape to close. */
export function ModalDialog({ title, onClose, children, role = 'dialog' }: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <div className={styles.backdrop}>
      <div ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" data-close className={styles.close} aria-label={t('common:dialog.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
