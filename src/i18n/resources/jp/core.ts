import about from '../../../../locales/jp/about.json';
import announce from '../../../../locales/jp/announce.json';
import brand from '../../../../locales/jp/brand.json';
import common from '../../../../locales/jp/common.json';
import home from '../../../../locales/jp/home.json';
import legal from '../../../../locales/jp/legal.json';
import member from '../../../../locales/jp/member.json';
import news from '../../../../locales/jp/news.json';
import org from '../../../../locales/jp/org.json';
import pages from '../../../../locales/jp/pages.json';
import rep from '../../../../locales/jp/rep.json';

/** Japanese strings of the `core` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings = { about, announce, brand, common, home, legal, member, news, org, pages, rep };
export default strings;
