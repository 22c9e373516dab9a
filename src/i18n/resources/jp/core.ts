import about from '@site/locales/jp/about.json';
import announce from '@site/locales/jp/announce.json';
import brand from '@site/locales/jp/brand.json';
import common from '@site/locales/jp/common.json';
import home from '@site/locales/jp/home.json';
import legal from '@site/locales/jp/legal.json';
import member from '@site/locales/jp/member.json';
import news from '@site/locales/jp/news.json';
import org from '@site/locales/jp/org.json';
import pages from '@site/locales/jp/pages.json';
import rep from '@site/locales/jp/rep.json';

/** Japanese strings of the `core` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings = { about, announce, brand, common, home, legal, member, news, org, pages, rep };
export default strings;
