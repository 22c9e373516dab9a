import React from 'react';
import { useTranslation } from '../../i18n/react';
import type { Device } from '@site/routing';
import { CookieBanner } from '../cookie-consent/cookie-banner';
import { RouteProgress } from '../app-shell/route-progress';
import { TRANSLATE_CONTAINER_CLASS } from '../app-shell/translate-widget';
import { PcHeader } from './pc-header';
import { MobileHeader } from './mobile-header';
import { SiteFooter } from './site-footer';
import * as styles from './site-layout.module.css';

export interface SiteLayoutProps {
  device: Device;
  children: React.ReactNode;
  /** Header member area; the account feature supplies the member popover. */
  memberSlot?: React.ReactNode;
}

/** The single root that renders the current page inside the pc or mobile layout. */
export function SiteLayout({ device, children, memberSlot }: SiteLayoutProps) {
  const { t } = useTranslation();
  return (
    <div data-layout={device} className={device === 'pc' ? styles.pc : styles.mobile}>
      <a href="#main" className="skip-link">
        {t('common:nav.skipToContent')}
      </a>
      <RouteProgress />
      {device === 'pc' ? <PcHeader memberSlot={memberSlot} /> : <MobileHeader memberSlot={memberSlot} />}
      <main id="main" tabIndex={-1} className={`${styles.main} ${TRANSLATE_CONTAINER_CLASS}`}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
