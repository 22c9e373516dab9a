import React from 'react';
import { useTranslation } from '../../i18n/react';
import { otherDevice } from '@site/routing';
import { StaticMarkup } from '../../components/static-markup';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import { MAIN_NAV, SUPPORT_NAV } from './nav-items';
import * as styles from './site-footer.module.css';

/** Links and texts only: the server's markup is kept on the first load (`StaticMarkup`). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { device, route } = useLocale();
  const switchDevice = otherDevice(device);
  return (
    <StaticMarkup as="footer" className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-labelledby="footer-sitemap" className={styles.column}>
          <h2 id="footer-sitemap" className={styles.heading}>
            {t('common:footer.sitemap')}
          </h2>
          <ul className={styles.list}>
            {MAIN_NAV.map((item) => (
              <li key={item.route}>
                <LocalizedLink to={item.route}>{t(item.label)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support" className={styles.column}>
          <h2 id="footer-support" className={styles.heading}>
            {t('common:footer.support')}
          </h2>
          <ul className={styles.list}>
            {SUPPORT_NAV.map((item) => (
              <li key={item.route}>
                <LocalizedLink to={item.route}>{t(item.label)}</LocalizedLink>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('common:footer.replyTime')}</p>
        </nav>
        <div className={styles.column}>
          <p className={styles.brand}>{t('common:site.name')}</p>
          <p className={styles.note}>{t('common:site.operator')}</p>
          <LocalizedLink to={route} device={switchDevice} className={styles.deviceSwitch}>
            {switchDevice === 'pc' ? t('common:layout.switchToPc') : t('common:layout.switchToMobile')}
          </LocalizedLink>
        </div>
      </div>
      <p className={styles.copyright}>{t('common:footer.copyright', { year: new Date().getFullYear() })}</p>
    </StaticMarkup>
  );
}
