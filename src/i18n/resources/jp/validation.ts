import validation from '@site/locales/jp/validation.json';

/** Japanese strings of the `validation` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings = { validation };
export default strings;
