import { createListeners } from '../../lib/listeners';

/**
 * The route-loading state behind the progress bar, without the bar's component and styles:
 * code that only reports a failed load (unhandled rejections) imports this alone.
 */
export type RouteLoadState = 'idle' | 'loading' | 'error';

/** Spec: a route resolves after a 100 ms delay; the bar shows only for slower loads. */
export const ROUTE_PROGRESS_DELAY_MS = 100;

let state: RouteLoadState = 'idle';
let timer: ReturnType<typeof setTimeout> | undefined;
/** A route change has started and not finished (the bar may not show yet). */
let pending = false;
const listeners = createListeners();

function set(next: RouteLoadState) {
  state = next;
  listeners.notify();
}

/** Spec section 4: page loading starts, then finishes or fails. */
export const routeProgress = {
  start() {
    clearTimeout(timer);
    pending = true;
    if (state === 'error') set('idle');
    timer = setTimeout(() => set('loading'), ROUTE_PROGRESS_DELAY_MS);
  },
  finish() {
    clearTimeout(timer);
    pending = false;
    set('idle');
  },
  /** The page being loaded failed: the bar turns into a failure notice until the next route change. */
  fail() {
    clearTimeout(timer);
    pending = false;
    set('error');
  },
  /** True while a route change is under way. */
  isPending: () => pending,
  state: () => state,
};

export const subscribeRouteProgress = listeners.subscribe;
