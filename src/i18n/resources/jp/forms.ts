import account from '@site/locales/jp/account.json';
import contact from '@site/locales/jp/contact.json';

/** Japanese strings of the `forms` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings = { account, contact };
export default strings;
