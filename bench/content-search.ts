/**
 * Measures the list search of the site (decision 050) over synthetic content: index size
 * on the wire, time to decode and prepare it in the browser, and filter + keyword search
 * time, for 10,000 news items and 10,000 enterprises per locale.
 *
 * Usage: npx tsx bench/content-search.ts [--items 10000] [--runs 200]
 */
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { decodeIndex, encodeIndex, type ListItem, type Term } from '../packages/cms-content/src/list-index';
import { ALPHABET, type ListQuery } from '../src/features/listing/query-state';
import { filterItems, paginate, prepareIndex } from '../src/features/listing/search';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
const COUNT = arg('items', 10000);
const RUNS = arg('runs', 200);

// Deterministic numbers so that runs compare.
let seed = 42;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const WORDS = {
  en: [
    'SiC',
    'GaN',
    'MOSFET',
    'MCU',
    'automotive',
    'supply',
    'lead times',
    'power module',
    'RISC-V',
    'sensor',
    'memory',
    'fab',
    'capacity',
    'inverter',
    'charger',
    'EV',
    'ADAS',
    'substitute',
    'price',
    'shipment',
  ],
  jp: [
    'SiC',
    'GaN',
    'パワー半導体',
    'マイコン',
    '車載',
    '供給',
    '納期',
    'モジュール',
    'RISC-V',
    'センサ',
    'メモリ',
    '工場',
    '生産能力',
    'インバータ',
    '充電器',
    'EV',
    '代替品',
    '価格',
    '出荷',
    '新製品',
  ],
};
const TAGS: Term[] = [
  'mcu',
  'power-ic',
  'sic',
  'gan',
  'ev',
  'adas',
  'aec-q100',
  'risc-v',
  'iot',
  'memory',
  'lead-time',
  'substitute',
].map((slug) => ({ slug, name: slug.toUpperCase() }));
const CATEGORIES: Term[] = [
  'market-trends',
  'new-products',
  'automotive',
  'supply-chain',
  'trade-shows',
  'industry-policy',
].map((slug) => ({ slug, name: slug.replace('-', ' ') }));

function sentence(words: readonly string[], length: number, joiner: string): string {
  return Array.from({ length }, () => pick(words)).join(joiner);
}

function newsItems(language: 'en' | 'jp'): ListItem[] {
  const joiner = language === 'en' ? ' ' : '';
  return Array.from({ length: COUNT }, (_, i): ListItem => {
    const year = 2025 - Math.floor((i / COUNT) * 11);
    const tags = Array.from(new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(TAGS))));
    return {
      slug: `article-${i}`,
      title: sentence(WORDS[language], 6, joiner),
      date: `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      year,
      category: pick(CATEGORIES),
      tags,
      summary: sentence(WORDS[language], language === 'en' ? 22 : 30, joiner),
      hot: random() < 0.05,
      membersOnly: random() < 0.2,
      recommended: false,
      hasDetail: true,
    };
  });
}

function enterpriseItems(): ListItem[] {
  return Array.from({ length: COUNT }, (_, i): ListItem => {
    const initial = pick(ALPHABET);
    return {
      slug: `company-${i}`,
      title: `${initial === 'Other' ? '华' : initial}${sentence(['tech', 'semi', 'micro', 'power', 'electronics'], 2, ' ')} ${i}`,
      initial,
      category: pick(CATEGORIES),
      tags: [],
      summary: sentence(WORDS.en, 18, ' '),
      certifications: random() < 0.5 ? ['ISO 9001', 'IATF 16949'] : ['ISO 14001'],
      automotiveGrade: pick(['certified', 'in-progress', 'none'] as const),
      hot: false,
      membersOnly: random() < 0.1,
      recommended: random() < 0.1,
      hasDetail: true,
    };
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function bench(label: string, type: 'news' | 'org', items: ListItem[], queries: Record<string, ListQuery>) {
  const json = JSON.stringify(encodeIndex(type, 'en', items));
  const gzip = zlib.gzipSync(json, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(json).length;
  const loadSamples: number[] = [];
  let prepared = prepareIndex(decodeIndex(JSON.parse(json)));
  for (let i = 0; i < 20; i += 1) {
    const start = performance.now();
    prepared = prepareIndex(decodeIndex(JSON.parse(json)));
    loadSamples.push(performance.now() - start);
  }
  console.log(
    `\n${label}: ${items.length} items, index ${kb(json.length)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`,
  );
  const load = stats(loadSamples);
  console.log(`  parse + decode + prepare: median ${ms(load.median)}, p95 ${ms(load.p95)}`);
  for (const [name, query] of Object.entries(queries)) {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const slice = paginate(filterItems(prepared, query), query.page, 10);
      samples.push(performance.now() - start);
      total = slice.total;
    }
    const s = stats(samples);
    console.log(
      `  ${name.padEnd(34)} ${String(total).padStart(6)} hits  median ${ms(s.median)}  p95 ${ms(s.p95)}  max ${ms(s.max)}`,
    );
  }
}

console.log(`content search bench: ${COUNT} items per list, ${RUNS} runs per query, Node ${process.version}`);
bench('news (en)', 'news', newsItems('en'), {
  'all, page 1': { page: 1 },
  'year 2020': { year: 2020, page: 1 },
  'tag sic, page 5': { tag: 'sic', page: 5 },
  'keyword "gan"': { q: 'gan', page: 1 },
  'keyword "power module"': { q: 'power module', page: 1 },
  'year + tag + keyword': { year: 2024, tag: 'ev', q: 'charger', page: 1 },
  'keyword without match': { q: 'quantum', page: 1 },
});
bench('news (jp)', 'news', newsItems('jp'), {
  'keyword "車載"': { q: '車載', page: 1 },
  'keyword "ｓｉｃ 納期" (full-width)': { q: 'ｓｉｃ 納期', page: 1 },
  'year 2018 + keyword "工場"': { year: 2018, q: '工場', page: 1 },
});
bench('enterprises (en)', 'org', enterpriseItems(), {
  'initial K': { initial: 'K', page: 1 },
  'category + initial Other': { category: 'automotive', initial: 'Other', page: 1 },
  'keyword "iatf"': { q: 'iatf', page: 1 },
  'keyword "power semi"': { q: 'power semi', page: 2 },
});
