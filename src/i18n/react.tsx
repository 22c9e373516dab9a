import React, { createContext, useContext, useMemo } from 'react';
import type { Locale } from '@site/routing';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: React.ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's `t` (full keys, `t('news:detail.tags')`) and its locale. */
export function useTranslation(): { t: TFunction; locale: Locale } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation must be used inside TranslationProvider');
  return useMemo(() => ({ t: translator.t, locale: translator.locale }), [translator]);
}
