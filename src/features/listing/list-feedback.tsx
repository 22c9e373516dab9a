import React from 'react';
import * as styles from './list-feedback.module.css';

/**
 * The number of results, announced politely whenever a filter changes it. `data-query`
 * names the list state the count belongs to, so scripts can wait for a state to show.
 */
export function ResultCount({ text, busy, query }: { text: string; busy: boolean; query: string }) {
  return (
    <p
      className={styles.count}
      role="status"
      aria-live="polite"
      aria-busy={busy || undefined}
      data-testid="result-count"
      data-query={busy ? undefined : query}
    >
      {text}
    </p>
  );
}

export interface EmptyStateProps {
  message: string;
  hint?: string;
  action?: React.ReactNode;
}

export function EmptyState({ message, hint, action }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p className={styles.emptyMessage}>{message}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}

export interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
