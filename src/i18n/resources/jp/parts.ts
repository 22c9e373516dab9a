import parts from '@site/locales/jp/parts.json';

/** Japanese strings of the `parts` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings = { parts };
export default strings;
