import React, { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import * as styles from './route-progress.module.css';

export type RouteLoadState = 'idle' | 'loading' | 'error';

/** Spec: a route resolves after a 100 ms delay; the bar shows only for slower loads. */
export const ROUTE_PROGRESS_DELAY_MS = 100;

let state: RouteLoadState = 'idle';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: RouteLoadState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const routeProgress = {
  start() {
    clearTimeout(timer);
    timer = setTimeout(() => set('loading'), ROUTE_PROGRESS_DELAY_MS);
  },
  finish() {
    clearTimeout(timer);
    set('idle');
  },
  fail() {
    clearTimeout(timer);
    set('error');
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function RouteProgress() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribe, () => state, () => 'idle' as RouteLoadState);
  if (current !== 'loading') return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('common:loading.page')}>
      <span className={styles.fill} />
    </div>
  );
}
