import React from 'react';
import * as styles from './parts.module.css';

/**
 * A polite live region for what a list holds (count, loading, notices): announced
 * whenever the search or filter changes it. `data-status` lets scripts wait for an answer.
 */
export function PartsStatus({
  status,
  children,
  testId,
}: {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <div
      className={styles.status}
      role="status"
      aria-live="polite"
      aria-busy={status === 'loading' || undefined}
      data-status={status}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
