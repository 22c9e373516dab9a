import React, { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useConsent } from './consent-store';
import * as styles from './cookie-banner.module.css';

/** The space the fixed banner covers at the bottom of the viewport, as a CSS variable on <html>. */
const SPACE_VARIABLE = '--cookie-banner-space';

/**
 * Keeps `--cookie-banner-space` equal to the banner's height plus its bottom offset, so the
 * page can scroll its last lines (a form's submit button on a phone) above the banner.
 */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!shown || !element) return undefined;
    const update = () => {
      const offset = window.innerHeight - element.getBoundingClientRect().bottom;
      root.style.setProperty(
        SPACE_VARIABLE,
        `${Math.ceil(element.offsetHeight + Math.max(offset, 0) * 2)}px`,
      );
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(SPACE_VARIABLE);
    };
  }, [banner, shown]);
}

export function CookieBanner() {
  const { t } = useTranslation();
  const { consent, ready, decide } = useConsent();
  const banner = useRef<HTMLElement>(null);
  // The static HTML and the first render show the banner (CONSENT_HEAD_SCRIPT hides it from
  // visitors who have decided); once the cookie is read it stays only while undecided.
  const undecided = ready && consent === null;
  useReservedSpace(banner, undecided);
  if (ready && !undecided) return null;
  return (
    <section ref={banner} className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.text}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {t('common:cookie.title')}
        </h2>
        <p className={styles.message}>
          {t('common:cookie.message')}{' '}
          <LocalizedLink to="/privacy-policy">{t('common:cookie.policy')}</LocalizedLink>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.reject} onClick={() => decide(false)}>
          {t('common:cookie.reject')}
        </button>
        <button type="button" className={styles.accept} onClick={() => decide(true)}>
          {t('common:cookie.accept')}
        </button>
      </div>
    </section>
  );
}
