import type { ListItem, Term } from '@site/cms-content/src/list-index';

const SIC: Term = { slug: 'sic', name: 'SiC' };
const EV: Term = { slug: 'ev', name: 'EV' };
const MARKET: Term = { slug: 'market-trends', name: 'Market Trends' };
const PRODUCTS: Term = { slug: 'new-products', name: 'New Products' };

const base = { tags: [] as Term[], hot: false, membersOnly: false, recommended: false, hasDetail: true };

/** Twenty-five news items: 2025 (13) and 2024 (12), every third one tagged SiC. */
export function newsItems(): ListItem[] {
  return Array.from({ length: 25 }, (_, i): ListItem => {
    const year = i < 13 ? 2025 : 2024;
    const day = String(28 - (i % 13)).padStart(2, '0');
    return {
      ...base,
      slug: `article-${i + 1}`,
      title: i === 4 ? 'ＧａＮ power stage for chargers' : `Market report ${i + 1}`,
      date: `${year}-03-${day}`,
      year,
      category: i % 2 ? PRODUCTS : MARKET,
      tags: i % 3 === 0 ? [SIC, EV] : [EV],
      summary: i === 7 ? 'Lead times for MLCC shorten' : 'Weekly semiconductor market notes',
      hot: i === 0,
      membersOnly: i === 1,
    };
  });
}

export function enterpriseItems(): ListItem[] {
  const make = (
    slug: string,
    title: string,
    initial: string,
    category: Term,
    extra: Partial<ListItem> = {},
  ): ListItem => ({
    ...base,
    slug,
    title,
    initial,
    category,
    ...extra,
  });
  const design: Term = { slug: 'ic-design', name: 'IC Design' };
  const power: Term = { slug: 'discrete-power', name: 'Discrete and Power Devices' };
  return [
    make('anhui-chip', 'Anhui Chip Design', 'A', design, { recommended: true, automotiveGrade: 'certified' }),
    make('bright-power', 'Bright Power Devices', 'B', power, { certifications: ['ISO 9001', 'IATF 16949'] }),
    make('zhongxin', '中芯测试', 'Other', design, { hasDetail: false }),
  ];
}
