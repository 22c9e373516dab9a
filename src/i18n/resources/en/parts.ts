import parts from '@site/locales/en/parts.json';
import type reference from '../jp/parts';

/** English strings of the `parts` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings: typeof reference = { parts };
export default strings;
