import account from '../../../../locales/jp/account.json';
import contact from '../../../../locales/jp/contact.json';

/** Japanese strings of the `forms` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings = { account, contact };
export default strings;
