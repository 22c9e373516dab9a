import React, { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { DETAIL_SECTIONS, buildPath, type Device, type Locale } from '@site/routing';
import { publicConfig } from '../config/public-config';
import { rememberLanguage } from './remember-language';
import { bundlesForRoute } from './bundles';
import { loadResources } from './resources';

/** Runs before a switch; returning false cancels it. */
export type BeforeSwitchHook = (from: Locale, to: Locale) => boolean | void | Promise<boolean | void>;
export type AfterSwitchHook = (from: Locale, to: Locale) => void;

export interface LocaleContextValue {
  locale: Locale;
  device: Device;
  route: string;
  /** URL of a route in the current locale and layout (or another locale/device). */
  pathFor: (route: string, target?: { locale?: Locale; device?: Device }) => string;
  /**
   * This page in another language, in the same layout: the same route when the page exists
   * in that language, else the section's list (an item not translated), else the home page.
   */
  languagePath: (to: Locale) => string;
  /** Runs the before-switch hooks, remembers the choice and opens `languagePath(to)` with the query. */
  switchLocale: (to: Locale) => Promise<void>;
  pending: boolean;
  onBeforeSwitch: (hook: BeforeSwitchHook) => () => void;
  onAfterSwitch: (hook: AfterSwitchHook) => () => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  locale: Locale;
  device: Device;
  route: string;
  /** Languages the page exists in (its alternates); every language when not given. */
  available?: readonly Locale[];
  children: React.ReactNode;
}

/** Where a reader lands in a language the page does not exist in. */
function fallbackRoute(route: string): string {
  const section = route.split('/')[1];
  return (DETAIL_SECTIONS as readonly string[]).includes(section) ? `/${section}` : '/';
}

export function LocaleProvider({ locale, device, route, available, children }: LocaleProviderProps) {
  const [pending, setPending] = useState(false);
  const beforeHooks = useRef(new Set<BeforeSwitchHook>());
  const afterHooks = useRef(new Set<AfterSwitchHook>());

  const pathFor = useCallback<LocaleContextValue['pathFor']>(
    (target, options = {}) =>
      buildPath(
        { locale: options.locale ?? locale, device: options.device ?? device, route: target },
        publicConfig.rootDevice,
      ),
    [locale, device],
  );

  const availableKey = available?.join(',');
  const languagePath = useCallback(
    (to: Locale) => {
      const exists = availableKey === undefined || availableKey.split(',').includes(to);
      return pathFor(exists ? route : fallbackRoute(route), { locale: to });
    },
    [availableKey, route, pathFor],
  );

  const switchLocale = useCallback(
    async (to: Locale) => {
      if (to === locale) return;
      setPending(true);
      try {
        for (const hook of beforeHooks.current) {
          if ((await hook(locale, to)) === false) return;
        }
        rememberLanguage(to);
        await loadResources(to, bundlesForRoute(route));
        await navigate(languagePath(to) + window.location.search);
        for (const hook of afterHooks.current) hook(locale, to);
      } finally {
        setPending(false);
      }
    },
    [locale, route, languagePath],
  );

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      device,
      route,
      pathFor,
      languagePath,
      switchLocale,
      pending,
      onBeforeSwitch: (hook) => {
        beforeHooks.current.add(hook);
        return () => beforeHooks.current.delete(hook);
      },
      onAfterSwitch: (hook) => {
        afterHooks.current.add(hook);
        return () => afterHooks.current.delete(hook);
      },
    }),
    [locale, device, route, pathFor, languagePath, switchLocale, pending],
  );

  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}
