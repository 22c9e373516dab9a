import account from '@site/locales/zh/account.json';
import contact from '@site/locales/zh/contact.json';
import type reference from '../jp/forms';

/** Chinese strings of the `forms` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings: typeof reference = { account, contact };
export default strings;
