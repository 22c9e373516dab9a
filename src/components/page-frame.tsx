import React from 'react';
import * as styles from './page-frame.module.css';

export interface PageFrameProps {
  title: string;
  intro?: string;
  /** Extra content beside the title, e.g. a result count. */
  aside?: React.ReactNode;
  children?: React.ReactNode;
}

/** Title block and body area shared by every screen. */
export function PageFrame({ title, intro, aside, children }: PageFrameProps) {
  return (
    <article className={styles.frame}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {aside}
      </header>
      {children}
    </article>
  );
}
