import React, { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatRepeatCount, type ToastCounts, type ToastVariant } from './toast-store';
import * as styles from './toast.module.css';

export interface ShownToast {
  key: string;
  variant: ToastVariant;
  message: string;
  durationMs: number;
}

/** After the pointer or focus leaves a paused toast, it stays half its duration more. */
const RESUME_FACTOR = 0.5;

/** One toast: hides after its duration, paused while hovered or focused (spec section 4). */
export function ToastItem({ toast, counts, onClose }: { toast: ShownToast; counts: ToastCounts; onClose: (key: string) => void }) {
  const { t } = useTranslation();
  const { key, variant, message, durationMs } = toast;
  const count = useSyncExternalStore(
    counts.subscribe,
    () => counts.get(key) || 1,
    () => 1,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => onClose(key), [onClose, key]);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const run = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(close, ms);
    },
    [close],
  );
  const resume = useCallback(() => run(durationMs * RESUME_FACTOR), [run, durationMs]);

  useEffect(() => {
    run(durationMs);
    return () => clearTimeout(timer.current);
  }, [run, durationMs]);

  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      className={`${styles.toast} ${styles[variant] ?? ''}`}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className={styles.message}>{message}</span>
      {count > 1 && (
        <span className={styles.badge} title={t('common:toast.repeat', { count })}>
          {formatRepeatCount(count)}
        </span>
      )}
      <button type="button" className={styles.close} aria-label={t('common:toast.close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
