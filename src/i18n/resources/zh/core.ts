import about from '@site/locales/zh/about.json';
import announce from '@site/locales/zh/announce.json';
import brand from '@site/locales/zh/brand.json';
import common from '@site/locales/zh/common.json';
import home from '@site/locales/zh/home.json';
import legal from '@site/locales/zh/legal.json';
import member from '@site/locales/zh/member.json';
import news from '@site/locales/zh/news.json';
import org from '@site/locales/zh/org.json';
import pages from '@site/locales/zh/pages.json';
import rep from '@site/locales/zh/rep.json';
import type reference from '../jp/core';

/** Chinese strings of the `core` bundle (src/i18n/bundles.ts), one chunk in the browser. */
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
