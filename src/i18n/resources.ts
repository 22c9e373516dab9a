import type { Locale } from '@site/routing';
import type jp from './resources/jp';

/** Japanese is the reference language: its key set is the type every locale must match. */
export type Resources = typeof jp;
export type Namespace = keyof Resources;

const loaders: Record<Locale, () => Promise<{ default: Resources }>> = {
  jp: () => import(/* webpackChunkName: "locale-jp" */ './resources/jp'),
  zh: () => import(/* webpackChunkName: "locale-zh" */ './resources/zh'),
  en: () => import(/* webpackChunkName: "locale-en" */ './resources/en'),
};

const loaded = new Map<Locale, Resources>();

/** Resources already in memory (SSR registers all; the browser loads on demand). */
export function getLoadedResources(locale: Locale): Resources | undefined {
  return loaded.get(locale);
}

export function registerResources(locale: Locale, resources: Resources): void {
  loaded.set(locale, resources);
}

/** Loads one locale's strings as its own chunk, so a page ships only its language. */
export async function loadResources(locale: Locale): Promise<Resources> {
  const existing = loaded.get(locale);
  if (existing) return existing;
  const module = await loaders[locale]();
  loaded.set(locale, module.default);
  return module.default;
}
