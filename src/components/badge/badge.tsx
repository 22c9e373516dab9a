import React from 'react';
import * as styles from './badge.module.css';

export type BadgeTone = 'hot' | 'members' | 'recommended' | 'automotive' | 'neutral' | 'danger' | 'warning';

/**
 * A short status label beside a title, in lists and on detail pages (HOT, members only,
 * recommended, automotive grade, a part's lifecycle); the text itself carries the meaning.
 */
export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-badge={tone}>
      {children}
    </span>
  );
}

/** Badges side by side, wrapping on narrow screens. */
export function BadgeRow({ children }: { children: React.ReactNode }) {
  return <span className={styles.row}>{children}</span>;
}
