import React, { useEffect } from 'react';
import type { Device, Locale } from '@site/routing';
import { TranslationProvider } from '../../i18n/react';
import { getTranslator } from '../../i18n/translators';
import type { LoadedResources } from '../../i18n/resource-types';
import { LocaleProvider } from '../../i18n/locale-context';
import { ToastProvider } from '../toast/toast-provider';
import { FatalErrorProvider, useFatalError } from '../errors/fatal-error';
import { ErrorBoundary } from '../errors/error-boundary';
import { SiteLayout } from '../layout/site-layout';
import { MemberArea } from '../account/member-area';
import { ExpiredSessionDialog } from '../session/expired-session-dialog';

export interface AppProvidersProps {
  locale: Locale;
  device: Device;
  route: string;
  /** Languages the page exists in; every language when not given. */
  available?: readonly Locale[];
  pathname: string;
  resources: LoadedResources;
  children: React.ReactNode;
}

function ClearFatalErrorOnNavigation({ pathname }: { pathname: string }) {
  const { clearFatalError } = useFatalError();
  useEffect(() => clearFatalError(), [pathname, clearFatalError]);
  return null;
}

/** Everything a page needs around it: strings, locale, toasts, errors, session, layout. */
export function AppProviders({
  locale,
  device,
  route,
  available,
  pathname,
  resources,
  children,
}: AppProvidersProps) {
  return (
    <TranslationProvider translator={getTranslator(locale, resources)}>
      <LocaleProvider locale={locale} device={device} route={route} available={available}>
        <ToastProvider>
          <FatalErrorProvider>
            <ClearFatalErrorOnNavigation pathname={pathname} />
            <SiteLayout device={device} memberSlot={<MemberArea stacked={device === 'mobile'} />}>
              <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
            </SiteLayout>
            <ExpiredSessionDialog />
          </FatalErrorProvider>
        </ToastProvider>
      </LocaleProvider>
    </TranslationProvider>
  );
}
