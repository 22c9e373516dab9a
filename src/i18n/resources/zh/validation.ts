import validation from '@site/locales/zh/validation.json';
import type reference from '../jp/validation';

/** Chinese strings of the `validation` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings: typeof reference = { validation };
export default strings;
