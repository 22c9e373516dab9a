import React, { createContext, forwardRef, useContext, useEffect, useSyncExternalStore } from 'react';
import {
  SnackbarContent,
  SnackbarProvider,
  closeSnackbar,
  enqueueSnackbar,
  type CustomContentProps,
} from 'notistack';
import { useTranslation } from '../../i18n/react';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_SHOWN,
  formatRepeatCount,
  type ToastCounts,
  type ToastVariant,
} from './toast-store';
import * as styles from './toast.module.css';

/**
 * The notistack half of the toasts: loaded after the page is interactive (or with the first
 * toast), so it is not part of any page's first load. `ToastProvider` keeps the API and
 * the queue of toasts shown before this arrives.
 */

export interface QueuedToast {
  key: string;
  variant: ToastVariant;
  message: string;
  durationMs: number;
}

const CountsContext = createContext<ToastCounts | null>(null);

const ToastItem = forwardRef<HTMLDivElement, CustomContentProps>(function ToastItem(
  { id, message, variant },
  ref,
) {
  const { t } = useTranslation();
  const counts = useContext(CountsContext);
  const key = String(id);
  const count = useSyncExternalStore(
    counts?.subscribe ?? (() => () => undefined),
    () => counts?.get(key) || 1,
    () => 1,
  );
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <SnackbarContent
      ref={ref}
      className={`${styles.toast} ${styles[variant] ?? ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      <span className={styles.message}>{message}</span>
      {count > 1 && (
        <span className={styles.badge} title={t('common:toast.repeat', { count })}>
          {formatRepeatCount(count)}
        </span>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={t('common:toast.close')}
        onClick={() => closeSnackbar(id)}
      >
        ×
      </button>
    </SnackbarContent>
  );
});

/** Shows one toast; `onExited` runs when it has left the screen. */
export function enqueueToast(toast: QueuedToast, onExited: () => void): void {
  enqueueSnackbar(toast.message, {
    key: toast.key,
    variant: toast.variant,
    autoHideDuration: toast.durationMs,
    onExited,
  });
}

export function closeToast(key: string): void {
  closeSnackbar(key);
}

/** notistack's stack at the top right; `onReady` once it can take toasts. */
export function NotistackHost({ counts, onReady }: { counts: ToastCounts; onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <CountsContext.Provider value={counts}>
      <SnackbarProvider
        maxSnack={TOAST_MAX_SHOWN}
        autoHideDuration={TOAST_DEFAULT_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerRoot: styles.container }}
        Components={{
          success: ToastItem,
          info: ToastItem,
          warning: ToastItem,
          error: ToastItem,
          default: ToastItem,
        }}
      />
    </CountsContext.Provider>
  );
}
