import about from '../../../locales/zh/about.json';
import account from '../../../locales/zh/account.json';
import announce from '../../../locales/zh/announce.json';
import brand from '../../../locales/zh/brand.json';
import common from '../../../locales/zh/common.json';
import contact from '../../../locales/zh/contact.json';
import home from '../../../locales/zh/home.json';
import legal from '../../../locales/zh/legal.json';
import member from '../../../locales/zh/member.json';
import news from '../../../locales/zh/news.json';
import org from '../../../locales/zh/org.json';
import pages from '../../../locales/zh/pages.json';
import parts from '../../../locales/zh/parts.json';
import rep from '../../../locales/zh/rep.json';
import validation from '../../../locales/zh/validation.json';
import type { Resources } from '../resources';

const resources: Resources = {
  about,
  account,
  announce,
  brand,
  common,
  contact,
  home,
  legal,
  member,
  news,
  org,
  pages,
  parts,
  rep,
  validation,
};
export default resources;
