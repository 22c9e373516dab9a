import { useEffect, useRef } from 'react';
import { useConsent } from '../cookie-consent/consent-context';
import { recordPageVisit } from './page-visits';

/**
 * The page a reader lands on is shown before the banner is answered; accepting then
 * records that page, so the landing visit is not lost.
 */
export function PageVisitOnConsent() {
  const { consent, ready } = useConsent();
  const previous = useRef(consent);
  useEffect(() => {
    if (ready && previous.current !== true && consent === true) recordPageVisit(window.location);
    previous.current = consent;
  }, [consent, ready]);
  return null;
}
