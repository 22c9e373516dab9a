import React from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGE_NAMES, LOCALES, HTML_LANG, HREFLANG, type Locale } from '@site/routing';
import { useLocale } from '../../i18n/locale-context';
import * as styles from './language-switch.module.css';

/** A plain left click: anything else (new tab, new window, download) is left to the browser. */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Links to this page in each language, so crawlers and readers alike find the other
 * versions. A click goes through `switchLocale` (a screen with unsaved input may cancel, the
 * choice is remembered, the query is kept); the address a link shows gets the current query
 * when it is pointed at or focused, for opening in a new tab.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { locale, languagePath, switchLocale, pending } = useLocale();
  const withQuery = (event: React.SyntheticEvent<HTMLAnchorElement>, to: Locale) => {
    event.currentTarget.href = languagePath(to) + window.location.search;
  };
  return (
    <nav className={styles.root} aria-label={t('common:language.label')} aria-busy={pending}>
      {!compact && (
        <span className={styles.label} aria-hidden="true">
          {t('common:language.label')}
        </span>
      )}
      <ul className={styles.list}>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={languagePath(code)}
              lang={HTML_LANG[code]}
              hrefLang={HREFLANG[code]}
              className={styles.link}
              aria-current={code === locale ? 'true' : undefined}
              onPointerEnter={(event) => withQuery(event, code)}
              onFocus={(event) => withQuery(event, code)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                if (code !== locale && !pending) void switchLocale(code);
              }}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
      {pending && (
        <span role="status" className={styles.visuallyHidden}>
          {t('common:language.switching')}
        </span>
      )}
    </nav>
  );
}
