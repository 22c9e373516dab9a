import React from 'react';
import * as styles from './badges.module.css';

export type BadgeTone = 'hot' | 'members' | 'recommended' | 'automotive' | 'neutral';

/** A short label on a list entry (HOT, members only, recommended, automotive grade). */
export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-badge={tone}>
      {children}
    </span>
  );
}

export function BadgeRow({ children }: { children: React.ReactNode }) {
  return <span className={styles.row}>{children}</span>;
}
