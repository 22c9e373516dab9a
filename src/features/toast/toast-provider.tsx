import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ToastCounts, TOAST_DEFAULT_DURATION_MS, TOAST_MAX_SHOWN, toastKey } from './toast-store';
import { ToastItem, type ShownToast } from './toast-item';
import { ToastContext, type ToastApi } from './use-toast';
import * as styles from './toast.module.css';

/**
 * The site's toasts (spec sections 4 and 9), newest last in a stack at the top right. A
 * small stack of its own rather than a toast library: it is part of every page's first load.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const counts = useRef(new ToastCounts()).current;
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const shown = useRef<ShownToast[]>([]);
  shown.current = toasts;

  const close = useCallback(
    (key: string) => {
      counts.remove(key);
      setToasts((list) => list.filter((toast) => toast.key !== key));
    },
    [counts],
  );

  const show = useCallback<ToastApi['show']>(
    (variant, message, options = {}) => {
      const key = toastKey(variant, message);
      // An identical toast on screen counts up instead of stacking a copy.
      if (!counts.add(key)) return;
      const toast = { key, variant, message, durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS };
      setToasts((list) => {
        const next = [...list, toast];
        // A full stack lets its oldest toast go.
        const dropped = next.slice(0, Math.max(0, next.length - TOAST_MAX_SHOWN));
        dropped.forEach((old) => counts.remove(old.key));
        return next.slice(dropped.length);
      });
    },
    [counts],
  );

  // Escape closes the newest toast.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const newest = shown.current[shown.current.length - 1];
      if (newest) close(newest.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

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
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 && (
        <div className={styles.container}>
          {toasts.map((toast) => (
            <ToastItem key={toast.key} toast={toast} counts={counts} onClose={close} />
          ))}
        </div>
      )}
    </ToastContext.Provider>
  );
}
