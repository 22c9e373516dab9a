import React, { useState } from 'react';
import { ToastInbox } from './toast-inbox';
import { ToastContext, type ToastApi } from './use-toast';

type Host = typeof import('./notistack-host');
// Prefetched: once the page's own chunks are in, the browser downloads the stack's chunk at idle
// priority without running it, so a toast raised when the network has gone can still show.
const loadHost = (): Promise<Host> =>
  import(/* webpackChunkName: "toasts", webpackPrefetch: true */ './notistack-host');

let preloaded: Host | null = null;

/**
 * Hands the toast stack over up front (component tests, which must not wait for a chunk);
 * it is still mounted with the first toast, as on the site.
 */
export function preloadToastHost(module: Host): void {
  preloaded = module;
}

/**
 * The site's toasts (spec sections 4 and 9) on notistack: a stack at the top right, 3000 ms,
 * paused while hovered, closed by Escape or the close button, identical toasts counted (99+).
 * Nothing of notistack is loaded or mounted while a page loads (decision 098): the first toast
 * loads the stack's chunk (`notistack-host.tsx`, which also counts repeats) and waits in the
 * inbox until it has mounted.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [host, setHost] = useState<Host | null>(null);
  const [toasts] = useState(() => {
    const inbox = new ToastInbox();
    let loading = false;
    const show: ToastApi['show'] = (variant, message, options = {}) => {
      inbox.push({ variant, message, durationMs: options.durationMs });
      if (loading) return;
      loading = true;
      if (preloaded) setHost(preloaded);
      else
        loadHost().then(setHost, () => {
          // A failed chunk is tried again with the next toast; the waiting ones come with it.
          loading = false;
        });
    };
    const api: ToastApi = {
      show,
      success: (m) => show('success', m),
      info: (m) => show('info', m),
      warning: (m) => show('warning', m),
      error: (m) => show('error', m),
    };
    return { inbox, api };
  });

  return (
    <ToastContext.Provider value={toasts.api}>
      {children}
      {host && <host.NotistackHost inbox={toasts.inbox} />}
    </ToastContext.Provider>
  );
}
