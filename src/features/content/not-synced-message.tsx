import React from 'react';
import * as styles from './not-synced-message.module.css';

/** Shown instead of a body that the CMS has not received yet. */
export function NotSyncedMessage({ message }: { message: string }) {
  return (
    <p className={styles.message} role="status">
      {message}
    </p>
  );
}
