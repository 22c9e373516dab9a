import React from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { LanguageSwitch } from '../locale/language-switch';
import { useLocale } from '../../i18n/locale-context';
import { MemberEntry } from './member-entry';
import { MAIN_NAV } from './nav-items';
import * as styles from './pc-header.module.css';

function isCurrent(route: string, current: string): boolean {
  return route === '/' ? current === '/' : current === route || current.startsWith(`${route}/`);
}

export function PcHeader({ memberSlot }: { memberSlot?: React.ReactNode }) {
  const { t } = useTranslation();
  const { route } = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LocalizedLink to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            EI
          </span>
          <span>{t('common:site.name')}</span>
        </LocalizedLink>
        <nav aria-label={t('common:nav.mainNavigation')} className={styles.nav}>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.route}>
                <LocalizedLink
                  to={item.route}
                  aria-current={isCurrent(item.route, route) ? 'page' : undefined}
                >
                  {t(item.label)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitch compact />
          {memberSlot ?? <MemberEntry />}
        </div>
      </div>
    </header>
  );
}
