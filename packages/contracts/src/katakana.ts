// Half-width katakana and half-width Japanese punctuation (U+FF61–U+FF9F). Older mail and
// back-office systems mangle them, so the site warns (it never blocks) when a field has one.
const HALF_WIDTH_KATAKANA = /[\uFF61-\uFF9F]/;

export function hasHalfWidthKatakana(value: unknown): boolean {
  return typeof value === 'string' && HALF_WIDTH_KATAKANA.test(value);
}

/** Names of the string fields of `values` that contain half-width katakana. */
export function fieldsWithHalfWidthKatakana(values: Record<string, unknown>): string[] {
  return Object.keys(values).filter((key) => hasHalfWidthKatakana(values[key]));
}
