import React, {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
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
  ToastCounts,
  formatRepeatCount,
  toastKey,
} from './toast-store';
import type { ToastInbox } from './toast-inbox';
import * as styles from './toast.module.css';

/**
 * The notistack half of the toasts, a chunk of its own: loaded and mounted with the first
 * toast, so nothing of it runs while a page loads. `ToastProvider` keeps the API and the inbox
 * of toasts raised before this has mounted; this counts repeats and shows the toasts.
 */

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

/** notistack's stack at the top right; takes the inbox's toasts once mounted. */
export function NotistackHost({ inbox }: { inbox: ToastInbox }) {
  const [counts] = useState(() => new ToastCounts());
  // Keys of the toasts on screen, oldest first: Escape closes the newest.
  const order = useRef<string[]>([]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const newest = order.current[order.current.length - 1];
      if (event.key === 'Escape' && newest) closeSnackbar(newest);
    };
    document.addEventListener('keydown', onKeyDown);
    const detach = inbox.attach(({ variant, message, durationMs = TOAST_DEFAULT_DURATION_MS }) => {
      const key = toastKey(variant, message);
      // An identical toast on screen counts up instead of stacking a copy.
      if (!counts.add(key)) return;
      order.current.push(key);
      enqueueSnackbar(message, {
        key,
        variant,
        autoHideDuration: durationMs,
        onExited: () => {
          counts.remove(key);
          order.current = order.current.filter((shown) => shown !== key);
        },
      });
    });
    return () => {
      detach();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [counts, inbox]);
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
