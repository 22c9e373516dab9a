import type { AutomotiveGrade, ListItem, Term } from './list-index';

/**
 * CMS nodes (plugins/gatsby-source-cms) as list items. Used by the page queries of the
 * list screens and by the build step that writes the search index, so both agree.
 */
interface TermNode {
  slug: string;
  name: string;
}

export interface NewsNode {
  slug: string;
  title: string;
  date: string;
  year: number;
  hot: boolean;
  membersOnly: boolean;
  summary?: string | null;
  category?: TermNode | null;
  tags: TermNode[];
}

export interface NoticeNode {
  slug: string;
  title: string;
  date: string;
  year: number;
  category?: TermNode | null;
}

export interface BrandNode {
  slug: string;
  name: string;
  logo?: { url: string } | null;
  recommended: boolean;
  automotiveGrade: boolean;
  membersOnly: boolean;
  summary?: string | null;
  category?: TermNode | null;
}

export interface EnterpriseNode {
  slug: string;
  name: string;
  initial: string;
  automotiveGrade: string;
  certifications: string[];
  recommended: boolean;
  detailAvailable: boolean;
  membersOnly: boolean;
  summary?: string | null;
  category?: TermNode | null;
}

const term = (node: TermNode | null | undefined): Term | undefined =>
  node ? { slug: node.slug, name: node.name } : undefined;

const BASE = { tags: [] as Term[], hot: false, membersOnly: false, recommended: false, hasDetail: true };

export function newsItem(node: NewsNode): ListItem {
  return {
    ...BASE,
    slug: node.slug,
    title: node.title,
    date: node.date.slice(0, 10),
    year: node.year,
    category: term(node.category),
    tags: node.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    summary: node.summary || undefined,
    hot: node.hot,
    membersOnly: node.membersOnly,
  };
}

export function noticeItem(node: NoticeNode): ListItem {
  return {
    ...BASE,
    slug: node.slug,
    title: node.title,
    date: node.date.slice(0, 10),
    year: node.year,
    category: term(node.category),
  };
}

export function brandItem(node: BrandNode): ListItem {
  return {
    ...BASE,
    slug: node.slug,
    title: node.name,
    category: term(node.category),
    summary: node.summary || undefined,
    recommended: node.recommended,
    membersOnly: node.membersOnly,
    automotiveGrade: node.automotiveGrade ? 'certified' : 'none',
    logoUrl: node.logo?.url,
  };
}

const GRADES: readonly string[] = ['certified', 'in-progress', 'none'];

export function enterpriseItem(node: EnterpriseNode): ListItem {
  return {
    ...BASE,
    slug: node.slug,
    title: node.name,
    initial: node.initial,
    category: term(node.category),
    summary: node.summary || undefined,
    recommended: node.recommended,
    membersOnly: node.membersOnly,
    automotiveGrade: (GRADES.includes(node.automotiveGrade)
      ? node.automotiveGrade
      : 'none') as AutomotiveGrade,
    certifications: node.certifications.length ? node.certifications : undefined,
    hasDetail: node.detailAvailable,
  };
}
