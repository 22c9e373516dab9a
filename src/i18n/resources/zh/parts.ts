import parts from '@site/locales/zh/parts.json';
import type reference from '../jp/parts';

/** Chinese strings of the `parts` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings: typeof reference = { parts };
export default strings;
