import type { Locale } from '@site/routing';

/** Translate options of spec section 3: the widget's language value per locale. */
export const TRANSLATE_OPTIONS: ReadonlyArray<{ locale: Locale; name: string; value: string }> = [
  { locale: 'jp', name: '日本語', value: 'japanese' },
  { locale: 'zh', name: '中文', value: 'chinese_simplified' },
  { locale: 'en', name: 'English', value: 'english' },
];

export const TRANSLATE_CONTAINER_CLASS = 'translate-container';

interface TranslateWidget {
  setDocuments?: (elements: HTMLCollectionOf<Element> | Element[]) => void;
  execute?: () => void;
}

/**
 * After each route change the page translation widget, when the page has one, is pointed
 * again at the new page's `.translate-container` elements.
 */
export function repointTranslateWidget(win: Window & { translate?: TranslateWidget }): boolean {
  const widget = win.translate;
  if (!widget?.setDocuments) return false;
  widget.setDocuments(win.document.getElementsByClassName(TRANSLATE_CONTAINER_CLASS));
  widget.execute?.();
  return true;
}
