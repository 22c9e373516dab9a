import about from '../../../locales/en/about.json';
import account from '../../../locales/en/account.json';
import announce from '../../../locales/en/announce.json';
import brand from '../../../locales/en/brand.json';
import common from '../../../locales/en/common.json';
import contact from '../../../locales/en/contact.json';
import home from '../../../locales/en/home.json';
import legal from '../../../locales/en/legal.json';
import member from '../../../locales/en/member.json';
import news from '../../../locales/en/news.json';
import org from '../../../locales/en/org.json';
import pages from '../../../locales/en/pages.json';
import parts from '../../../locales/en/parts.json';
import rep from '../../../locales/en/rep.json';
import validation from '../../../locales/en/validation.json';
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
