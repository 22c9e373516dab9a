import about from '../../../../locales/zh/about.json';
import announce from '../../../../locales/zh/announce.json';
import brand from '../../../../locales/zh/brand.json';
import common from '../../../../locales/zh/common.json';
import home from '../../../../locales/zh/home.json';
import legal from '../../../../locales/zh/legal.json';
import member from '../../../../locales/zh/member.json';
import news from '../../../../locales/zh/news.json';
import org from '../../../../locales/zh/org.json';
import pages from '../../../../locales/zh/pages.json';
import rep from '../../../../locales/zh/rep.json';
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
