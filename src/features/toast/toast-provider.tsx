import React, { createContext, forwardRef, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { SnackbarContent, SnackbarProvider, closeSnackbar, enqueueSnackbar, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ToastCounts, TOAST_DEFAULT_DURATION_MS, formatRepeatCount, toastKey } from './toast-store';
import { ToastContext, type ToastApi } from './use-toast';
import * as styles from './toast.module.css';

const CountsContext = createContext<ToastCounts | null>(null);

const ToastItem = forwardRef<HTMLDivElement, CustomContentProps>(function ToastItem({ id, message, variant }, ref) {
  const { t } = useTranslation();
  const counts = useContext(CountsContext);
  const key = String(id);
  const count = useSyncExternalStore(
    counts?.subscribe ?? (() => () => undefined),
    () => counts?.get(key) ?? 1,
    () => 1,
  );
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <SnackbarContent ref={ref} className={`${styles.toast} ${styles[variant] ?? ''}`} role={urgent ? 'alert' : 'status'}>
      <span className={styles.message}>{message}</span>
      {count > 1 && (
        <span className={styles.badge} title={t('common:toast.repeat', { count })}>
          {formatRepeatCount(count)}
        </span>
      )}
      <button type="button" className={styles.close} aria-label={t('common:toast.close')} onClick={() => closeSnackbar(id)}>
        ×
      </button>
    </SnackbarContent>
  );
});

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const counts = useRef(new ToastCounts()).current;
  const order = useRef<string[]>([]);

  const show = useCallback<ToastApi['show']>(
    (variant, message, options = {}) => {
      const key = toastKey(variant, message);
      if (!counts.add(key)) return;
      order.current.push(key);
      enqueueSnackbar(message, {
        key,
        variant,
        autoHideDuration: options.durationMs ?? TOAST_DEFAULT_DURATION_MS,
        onExited: () => {
          counts.remove(key);
          order.current = order.current.filter((k) => k !== key);
        },
      });
    },
    [counts],
  );

  // Escape closes the newest toast.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const newest = order.current[order.current.length - 1];
      if (newest) closeSnackbar(newest);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m) => show('success', m),
      info: (m) => show('info', m),
      warning: (m) => show('warning', m),
      error: (m) => show('error', m),
    }),
    [show],
  );

  return (
    <CountsContext.Provider value={counts}>
      <ToastContext.Provider value={api}>
        <SnackbarProvider
          maxSnack={4}
          autoHideDuration={TOAST_DEFAULT_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={{ containerRoot: styles.container }}
          Components={{ success: ToastItem, info: ToastItem, warning: ToastItem, error: ToastItem, default: ToastItem }}
        >
          {children}
        </SnackbarProvider>
      </ToastContext.Provider>
    </CountsContext.Provider>
  );
}
