import React from 'react';
import { LocalizedLink } from '~/components/localized-link';
import * as styles from './auth.module.css';

export interface LinkResultProps {
  success: boolean;
  title: string;
  message: string;
  action: { to: string; label: string };
}

/** Completed or failed outcome of a mailed link (activation, reset, password setup). */
export function LinkResult({ success, title, message, action }: LinkResultProps) {
  return (
    <section
      className={styles.panel}
      aria-labelledby="link-result-title"
      data-result={success ? 'success' : 'failure'}
    >
      <h2 id="link-result-title" className={success ? styles.success : styles.failure}>
        {title}
      </h2>
      <p role={success ? 'status' : 'alert'}>{message}</p>
      <LocalizedLink to={action.to} className={styles.button}>
        {action.label}
      </LocalizedLink>
    </section>
  );
}
