import React from 'react';
import * as styles from './badge.module.css';

export type BadgeTone = 'hot' | 'members' | 'recommended' | 'automotive' | 'neutral';

/** A short status label beside a title; the text itself carries the meaning. */
export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
