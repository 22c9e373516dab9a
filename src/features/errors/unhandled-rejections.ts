import { isChunkLoadError } from '../app-shell/chunk-reload';
import { routeProgress } from '../app-shell/route-progress-state';
import type { FatalError } from './fatal-error';

/**
 * What an unhandled promise rejection means for the reader (spec section 8: fatal or
 * unhandled errors go to the error page), or null when it is none of the page's business:
 * - a code chunk that failed to load is chunk-reload's (one page reload per 10 s);
 * - a rejection without an Error (Gatsby's background prefetch of a link's page data rejects
 *   with the failed `<link>` element's event, or nothing) leaves the page as it is;
 * - any other error replaces the page with the error page; when it ends a route change,
 *   the progress bar shows the failed page load too.
 */
export function fatalErrorForRejection(
  reason: unknown,
  messages: { unknown: string; pageLoad: string },
): FatalError | null {
  if (isChunkLoadError(reason)) return null;
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : null;
  if (message === null) return null;
  if (routeProgress.isPending()) {
    routeProgress.fail();
    return { statusCode: 500, message: message ? `${messages.pageLoad} (${message})` : messages.pageLoad };
  }
  return { statusCode: 500, message: message || messages.unknown };
}

/** Listens for unhandled rejections while the page runs; returns the function that stops it. */
export function watchUnhandledRejections(
  win: Window,
  show: (error: FatalError) => void,
  messages: { unknown: string; pageLoad: string },
): () => void {
  const listener = (event: PromiseRejectionEvent) => {
    const fatal = fatalErrorForRejection(event.reason, messages);
    if (fatal) show(fatal);
  };
  win.addEventListener('unhandledrejection', listener);
  return () => win.removeEventListener('unhandledrejection', listener);
}
