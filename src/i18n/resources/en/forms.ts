import account from '@site/locales/en/account.json';
import contact from '@site/locales/en/contact.json';
import type reference from '../jp/forms';

/** English strings of the `forms` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings: typeof reference = { account, contact };
export default strings;
