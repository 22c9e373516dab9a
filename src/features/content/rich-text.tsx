import React from 'react';
import * as styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML sanitized at build time by gatsby-source-cms. */
  html: string;
  className?: string;
}

/** CMS body text. The HTML was cleaned when the site was built, never in the browser. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // Sanitized in plugins/gatsby-source-cms/src/rich-text.ts (allow-list of tags and schemes).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
