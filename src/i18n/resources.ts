import type { Locale } from '@site/routing';
import { BUNDLES, type Bundle, type ExtraBundle } from './bundles';
import type { LoadedResources, Resources } from './resource-types';
import { addToTranslator } from './translators';

type Loader = () => Promise<{ default: LoadedResources }>;

// Each bundle of each language is its own chunk; a page downloads only its language's.
const loaders: Record<Locale, Record<Bundle, Loader>> = {
  jp: {
    core: () => import(/* webpackChunkName: "locale-jp" */ './resources/jp/core'),
    validation: () => import(/* webpackChunkName: "locale-jp-validation" */ './resources/jp/validation'),
    forms: () => import(/* webpackChunkName: "locale-jp-forms" */ './resources/jp/forms'),
    parts: () => import(/* webpackChunkName: "locale-jp-parts" */ './resources/jp/parts'),
  },
  zh: {
    core: () => import(/* webpackChunkName: "locale-zh" */ './resources/zh/core'),
    validation: () => import(/* webpackChunkName: "locale-zh-validation" */ './resources/zh/validation'),
    forms: () => import(/* webpackChunkName: "locale-zh-forms" */ './resources/zh/forms'),
    parts: () => import(/* webpackChunkName: "locale-zh-parts" */ './resources/zh/parts'),
  },
  en: {
    core: () => import(/* webpackChunkName: "locale-en" */ './resources/en/core'),
    validation: () => import(/* webpackChunkName: "locale-en-validation" */ './resources/en/validation'),
    forms: () => import(/* webpackChunkName: "locale-en-forms" */ './resources/en/forms'),
    parts: () => import(/* webpackChunkName: "locale-en-parts" */ './resources/en/parts'),
  },
};

interface LocaleStrings {
  resources: LoadedResources;
  bundles: Set<Bundle>;
}

const loaded = new Map<Locale, LocaleStrings>();
const pending = new Map<string, Promise<void>>();

/** Strings in memory for a language, once its `core` bundle is (SSR registers every language whole). */
export function getLoadedResources(locale: Locale): LoadedResources | undefined {
  const strings = loaded.get(locale);
  return strings?.bundles.has('core') ? strings.resources : undefined;
}

/** Whether `core` and the given bundles of a language are in memory. */
export function hasBundles(locale: Locale, bundles: readonly ExtraBundle[] = []): boolean {
  const strings = loaded.get(locale);
  return Boolean(strings?.bundles.has('core') && bundles.every((bundle) => strings.bundles.has(bundle)));
}

/** Server rendering and tests: every string of a language at once. */
export function registerResources(locale: Locale, resources: Resources): void {
  loaded.set(locale, { resources: { ...resources }, bundles: new Set(Object.keys(BUNDLES) as Bundle[]) });
}

function loadBundle(locale: Locale, bundle: Bundle): Promise<void> {
  if (loaded.get(locale)?.bundles.has(bundle)) return Promise.resolve();
  const key = `${locale}:${bundle}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = loaders[locale][bundle]()
      .then(({ default: strings }) => {
        const entry = loaded.get(locale) ?? { resources: {}, bundles: new Set<Bundle>() };
        Object.assign(entry.resources, strings);
        entry.bundles.add(bundle);
        loaded.set(locale, entry);
        addToTranslator(locale, strings);
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** Loads a language's `core` bundle and the given others, each once, in parallel. */
export async function loadResources(
  locale: Locale,
  bundles: readonly ExtraBundle[] = [],
): Promise<LoadedResources> {
  await Promise.all([loadBundle(locale, 'core'), ...bundles.map((bundle) => loadBundle(locale, bundle))]);
  return loaded.get(locale)!.resources;
}
