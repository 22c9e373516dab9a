import React, { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import * as styles from './route-progress.module.css';
import { routeProgress, subscribeRouteProgress, type RouteLoadState } from './route-progress-state';

export { ROUTE_PROGRESS_DELAY_MS, routeProgress, type RouteLoadState } from './route-progress-state';

export function RouteProgress() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(
    subscribeRouteProgress,
    routeProgress.state,
    () => 'idle' as RouteLoadState,
  );
  if (current === 'error') {
    return (
      <div className={`${styles.bar} ${styles.failed}`} role="alert" data-testid="route-progress-failed">
        <span className="visually-hidden">{t('common:loading.failed')}</span>
      </div>
    );
  }
  if (current !== 'loading') return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('common:loading.page')}>
      <span className={styles.fill} />
    </div>
  );
}
