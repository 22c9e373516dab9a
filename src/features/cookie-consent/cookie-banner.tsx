import React, { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useConsent } from './consent-store';
import * as styles from './cookie-banner.module.css';

/**
 * Keeps the end of the page scrollable above the fixed banner while it shows: `<body>`'s bottom
 * padding and `<html>`'s bottom scroll padding (so focused and scrolled-to content stays above
 * it) equal the banner's height plus its bottom offset.
 *
 * The two properties are set on the elements themselves, not through an inherited custom
 * property on `<html>`: a custom property inherits, so changing it restyled every element of
 * the page in the hydration's commit (232 on the news list, 8–25 ms on the bench's host,
 * docs/decisions/098-phone-main-thread-work.md, tenth round); a padding restyles one element.
 */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    const body = document.body;
    if (!shown || !element) return undefined;
    const update = () => {
      const offset = window.innerHeight - element.getBoundingClientRect().bottom;
      const space = `${Math.ceil(element.offsetHeight + Math.max(offset, 0) * 2)}px`;
      root.style.scrollPaddingBottom = space;
      body.style.paddingBottom = space;
    };
    // A ResizeObserver reports the banner's first size after the next layout, before that frame
    // is painted: measuring here instead would force a layout of the whole page inside the
    // hydration's commit (decision 098, twelfth round). Without one, measure now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
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
