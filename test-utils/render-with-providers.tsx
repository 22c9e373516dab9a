import React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import type { Device, Locale } from '@site/routing';
import { TranslationProvider } from '../src/i18n/react';
import { getTranslator } from '../src/i18n/translators';
import { registerResources } from '../src/i18n/resources';
import type { Resources } from '../src/i18n/resource-types';
import jp from '../src/i18n/resources/jp';
import zh from '../src/i18n/resources/zh';
import en from '../src/i18n/resources/en';
import { AppProviders } from '../src/features/app-shell/app-providers';
import { LocaleProvider } from '../src/i18n/locale-context';
import { ToastProvider, preloadToastHost } from '../src/features/toast/toast-provider';
import * as toastHost from '../src/features/toast/notistack-host';
import { FatalErrorProvider } from '../src/features/errors/fatal-error';
import { ErrorBoundary } from '../src/features/errors/error-boundary';

const RESOURCES: Record<Locale, Resources> = { jp, zh, en: en as Resources };
for (const [locale, resources] of Object.entries(RESOURCES)) registerResources(locale as Locale, resources);

// The site loads notistack's chunk with the first toast; tests have the module up front.
preloadToastHost(toastHost);

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  device?: Device;
  route?: string;
  /** Render inside the whole site layout (header, footer, banner, session dialog). */
  layout?: boolean;
}

/** Renders a component with the site's providers, in the given language and layout. */
export function renderWithProviders(
  ui: React.ReactElement,
  { locale = 'jp', device = 'pc', route = '/', layout = false, ...options }: ProviderOptions = {},
) {
  const resources = RESOURCES[locale];
  function Wrapper({ children }: { children: React.ReactNode }) {
    if (layout) {
      return (
        <AppProviders locale={locale} device={device} route={route} pathname={route} resources={resources}>
          {children}
        </AppProviders>
      );
    }
    return (
      <TranslationProvider translator={getTranslator(locale, resources)}>
        <LocaleProvider locale={locale} device={device} route={route}>
          <ToastProvider>
            <FatalErrorProvider>
              <ErrorBoundary resetKey={route}>{children}</ErrorBoundary>
            </FatalErrorProvider>
          </ToastProvider>
        </LocaleProvider>
      </TranslationProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Strings of a locale, to find elements by their visible text in that language. */
export function strings(locale: Locale): Resources {
  return RESOURCES[locale];
}
