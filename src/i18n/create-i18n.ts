import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@site/routing';
import type { Resources } from './resources';

/**
 * One i18next instance per locale, initialised synchronously from resources already in
 * memory so that server rendering and hydration produce the same text.
 */
const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale, resources: Resources): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  instances.set(locale, instance);
  return instance;
}
