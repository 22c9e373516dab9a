import about from '@site/locales/en/about.json';
import announce from '@site/locales/en/announce.json';
import brand from '@site/locales/en/brand.json';
import common from '@site/locales/en/common.json';
import home from '@site/locales/en/home.json';
import legal from '@site/locales/en/legal.json';
import member from '@site/locales/en/member.json';
import news from '@site/locales/en/news.json';
import org from '@site/locales/en/org.json';
import pages from '@site/locales/en/pages.json';
import rep from '@site/locales/en/rep.json';
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
