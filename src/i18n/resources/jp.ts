import about from '../../../locales/jp/about.json';
import account from '../../../locales/jp/account.json';
import announce from '../../../locales/jp/announce.json';
import brand from '../../../locales/jp/brand.json';
import common from '../../../locales/jp/common.json';
import contact from '../../../locales/jp/contact.json';
import home from '../../../locales/jp/home.json';
import legal from '../../../locales/jp/legal.json';
import member from '../../../locales/jp/member.json';
import news from '../../../locales/jp/news.json';
import org from '../../../locales/jp/org.json';
import pages from '../../../locales/jp/pages.json';
import parts from '../../../locales/jp/parts.json';
import rep from '../../../locales/jp/rep.json';
import validation from '../../../locales/jp/validation.json';

const resources = {
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
