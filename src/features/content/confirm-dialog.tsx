import React, { useId, useRef } from 'react';
import { ModalPortal } from '../../components/dialog/modal-portal';
import { useModalFocus } from '../../components/dialog/use-modal-focus';
import * as styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question: focus starts on Cancel (the safe answer), Tab stays inside,
 * Escape cancels, and focus goes back to where it was when the dialog closes.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useModalFocus(panel, onCancel, () => cancel.current);

  return (
    <ModalPortal>
      {/* A click on the dimmed backdrop is a pointer shortcut for Cancel; keyboards use Escape. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.backdrop}
        onClick={(event) => {
          if (event.target === event.currentTarget) onCancel();
        }}
      >
        <div
          ref={panel}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={messageId}
          className={styles.panel}
        >
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p id={messageId} className={styles.message}>
            {message}
          </p>
          <div className={styles.actions}>
            <button ref={cancel} type="button" className={styles.cancel} onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className={styles.confirm} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </ModalPortal>
  );
}
