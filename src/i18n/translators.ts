import type { Locale } from '@site/routing';
import type { LoadedResources } from './resource-types';
import { createTranslator, type Translator } from './translator';

/**
 * One translator per locale, made synchronously from strings already in memory so that
 * server rendering and hydration produce the same text.
 */
const translators = new Map<Locale, Translator>();

export function getTranslator(locale: Locale, resources: LoadedResources): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, resources);
    translators.set(locale, translator);
  }
  return translator;
}

/** A string bundle loaded after the translator was made (a form or parts screen reached later). */
export function addToTranslator(locale: Locale, strings: LoadedResources): void {
  translators.get(locale)?.add(strings);
}
