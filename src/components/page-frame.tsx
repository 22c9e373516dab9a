import React from 'react';
import * as styles from './page-frame.module.css';

export interface PageFrameProps {
  title: string;
  intro?: string;
  /** Extra content beside the title, e.g. a result count. */
  aside?: React.ReactNode;
  children?: React.ReactNode;
  /**
   * `article` for a page that is one self-contained piece (a news item, a brand, a legal
   * document); lists and forms stay a plain block so their own items can be the articles.
   */
  element?: 'article' | 'div';
  /** Leaves the intro out of the phone layout (a screen whose own content must fit the first screen). */
  introOnPhone?: boolean;
}

/** Title block and body area shared by every screen. */
export function PageFrame({
  title,
  intro,
  aside,
  children,
  element: Element = 'div',
  introOnPhone = true,
}: PageFrameProps) {
  return (
    <Element className={styles.frame}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && (
            <p className={introOnPhone ? styles.intro : `${styles.intro} ${styles.introNotOnPhone}`}>
              {intro}
            </p>
          )}
        </div>
        {aside}
      </header>
      {children}
    </Element>
  );
}
