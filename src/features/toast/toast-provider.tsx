import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ToastCounts, TOAST_DEFAULT_DURATION_MS, toastKey } from './toast-store';
import { ToastContext, type ToastApi } from './use-toast';
import type { QueuedToast } from './notistack-host';

type Host = typeof import('./notistack-host');
const loadHost = (): Promise<Host> => import(/* webpackChunkName: "toasts" */ './notistack-host');

let preloaded: Host | null = null;

/**
 * Hands the toast stack over up front (component tests, which must not render after the
 * test has ended); the site itself loads it lazily.
 */
export function preloadToastHost(module: Host): void {
  preloaded = module;
}

/** Loads the toast stack when the browser is idle after the page became interactive. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * The site's toasts (spec sections 4 and 9) on notistack: a stack at the top right, 3000 ms,
 * paused while hovered, closed by Escape or the close button, identical toasts counted (99+).
 * notistack arrives after the first load (`notistack-host.tsx`); toasts shown before that
 * wait in a queue and appear as soon as it is there.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const counts = useRef(new ToastCounts()).current;
  const order = useRef<string[]>([]);
  const queue = useRef<QueuedToast[]>([]);
  const ready = useRef<Host | null>(null);
  const [host, setHost] = useState<Host | null>(preloaded);
  const loading = useRef(host !== null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadHost().then(setHost, () => {
      // A failed chunk is retried with the next toast.
      loading.current = false;
    });
  }, []);

  useEffect(() => whenIdle(load), [load]);

  const display = useCallback(
    (module: Host, toast: QueuedToast) => {
      order.current.push(toast.key);
      module.enqueueToast(toast, () => {
        counts.remove(toast.key);
        order.current = order.current.filter((key) => key !== toast.key);
      });
    },
    [counts],
  );

  const onReady = useCallback(() => {
    if (!host) return;
    ready.current = host;
    const waiting = queue.current;
    queue.current = [];
    waiting.forEach((toast) => display(host, toast));
  }, [host, display]);

  const show = useCallback<ToastApi['show']>(
    (variant, message, options = {}) => {
      const key = toastKey(variant, message);
      // An identical toast on screen counts up instead of stacking a copy.
      if (!counts.add(key)) return;
      const toast = { key, variant, message, durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS };
      if (ready.current) display(ready.current, toast);
      else {
        queue.current.push(toast);
        load();
      }
    },
    [counts, display, load],
  );

  // Escape closes the newest toast.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const newest = order.current[order.current.length - 1];
      if (newest && ready.current) ready.current.closeToast(newest);
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
    <ToastContext.Provider value={api}>
      {children}
      {host && <host.NotistackHost counts={counts} onReady={onReady} />}
    </ToastContext.Provider>
  );
}
