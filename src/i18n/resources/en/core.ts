import about from '../../../../locales/en/about.json';
import announce from '../../../../locales/en/announce.json';
import brand from '../../../../locales/en/brand.json';
import common from '../../../../locales/en/common.json';
import home from '../../../../locales/en/home.json';
import legal from '../../../../locales/en/legal.json';
import member from '../../../../locales/en/member.json';
import news from '../../../../locales/en/news.json';
import org from '../../../../locales/en/org.json';
import pages from '../../../../locales/en/pages.json';
import rep from '../../../../locales/en/rep.json';
import type reference from '../jp/core';

/** English strings of the `core` bundle (src/i18n/bundles.ts), one chunk in the browser. */
const strings: typeof reference = {
  about,
  announce,
  brand,
  common,
  home,
  legal,
  member,
  news,
  org,
  pages,
  rep,
};
export default strings;
