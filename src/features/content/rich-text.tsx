import React from 'react';
import { contentLinksInLayout } from '@site/routing';
import { publicConfig } from '../../config/public-config';
import { useLocale } from '../../i18n/locale-context';
import * as styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML sanitized at build time by gatsby-source-cms. */
  html: string;
  className?: string;
}

/**
 * CMS body text. The HTML was cleaned when the site was built, never in the browser; its site
 * links keep the page's layout when the reader chose the build's other one.
 */
export function RichText({ html, className }: RichTextProps) {
  const { device } = useLocale();
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // Sanitized in plugins/gatsby-source-cms/src/rich-text.ts (allow-list of tags and schemes).
      dangerouslySetInnerHTML={{ __html: contentLinksInLayout(html, device, publicConfig.rootDevice) }}
    />
  );
}
