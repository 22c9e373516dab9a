import React, { useEffect } from 'react';
import type { Device, Locale } from '@site/routing';
import { TranslationProvider } from '../../i18n/react';
import { getTranslator } from '../../i18n/translators';
import type { LoadedResources } from '../../i18n/resources';
import { LocaleProvider } from '../locale/locale-context';
import { ToastProvider } from '../toast/toast-provider';
import { ConsentProvider } from '../cookie-consent/consent-context';
import { FatalErrorProvider, useFatalError } from '../errors/fatal-error';
import { ErrorBoundary } from '../errors/error-boundary';
import { SiteLayout } from '../../components/layout/site-layout';
import { MemberArea } from '../account/member-area';
import { ExpiredSessionDialog } from '../session/expired-session-dialog';
import { PageVisitOnConsent } from '../page-visits/page-visit-on-consent';

export interface AppProvidersProps {
  locale: Locale;
  device: Device;
  route: string;
  pathname: string;
  resources: LoadedResources;
  children: React.ReactNode;
}

function ClearFatalErrorOnNavigation({ pathname }: { pathname: string }) {
  const { clearFatalError } = useFatalError();
  useEffect(() => clearFatalError(), [pathname, clearFatalError]);
  return null;
}

/** Everything a page needs around it: strings, locale, toasts, consent, errors, session, layout. */
export function AppProviders({ locale, device, route, pathname, resources, children }: AppProvidersProps) {
  return (
    <TranslationProvider translator={getTranslator(locale, resources)}>
      <LocaleProvider locale={locale} device={device} route={route}>
        <ConsentProvider>
          <ToastProvider>
            <FatalErrorProvider>
              <ClearFatalErrorOnNavigation pathname={pathname} />
              <PageVisitOnConsent />
              <SiteLayout device={device} memberSlot={<MemberArea stacked={device === 'mobile'} />}>
                <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
              </SiteLayout>
              <ExpiredSessionDialog />
            </FatalErrorProvider>
          </ToastProvider>
        </ConsentProvider>
      </LocaleProvider>
    </TranslationProvider>
  );
}
