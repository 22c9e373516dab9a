import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { LanguageSwitch } from '../locale/language-switch';
import { useLocale } from '../../i18n/locale-context';
import { useHydrated } from '../../lib/use-hydrated';
import { MemberEntry } from './member-entry';
import { MAIN_NAV } from './nav-items';
import * as styles from './mobile-header.module.css';

export function MobileHeader({ memberSlot }: { memberSlot?: React.ReactNode }) {
  const { t } = useTranslation();
  const { route } = useLocale();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu opens through React: until the page is hydrated the toggle would do nothing.
  const hydrated = useHydrated();

  // Close the menu on navigation and on Escape, returning focus to the toggle.
  useEffect(() => setOpen(false), [route]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LocalizedLink to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            EI
          </span>
          <span>{t('common:site.name')}</span>
        </LocalizedLink>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={styles.burger} />
          <span className="visually-hidden">{open ? t('common:nav.closeMenu') : t('common:nav.menu')}</span>
        </button>
      </div>
      <div id={menuId} className={styles.drawer} hidden={!open}>
        <nav aria-label={t('common:nav.mainNavigation')}>
          <ul className={styles.menu}>
            {MAIN_NAV.map((item) => (
              <li key={item.route}>
                <LocalizedLink to={item.route} aria-current={route === item.route ? 'page' : undefined}>
                  {t(item.label)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to="/contact">{t('common:nav.contact')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <div className={styles.drawerTools}>
          <LanguageSwitch />
          {memberSlot ?? <MemberEntry stacked />}
        </div>
      </div>
    </header>
  );
}
