import { SeededRandom } from '../random';
import { SEED_LOCALES, type Localized } from '../locales';
import type { BrandSeed } from './brands';
import { bodyMarker, withMarker } from './markers';
import { CITIES, NEWS_TOPICS, QUARTERS, SHOWS, type NewsText } from './news-topics';
import { TAGS } from './taxonomy';

export interface NewsSeed {
  slug: string;
  date: string;
  category: string;
  tags: string[];
  brands: string[];
  hot: boolean;
  membersOnly: boolean;
  detailSynced: boolean;
  text: Localized<{ title: string; summary: string; body: string }>;
}

const FIRST_DAY = Date.UTC(2019, 0, 7);
const SPAN_DAYS = 2850; // up to autumn 2026

const HEADINGS: Localized<[string, string, string]> = {
  ja: ['主なポイント', '今後の見通し', 'ブランド紹介'],
  zh: ['要点', '展望', '品牌介绍'],
  en: ['Key points', 'Outlook', 'brand profile'],
};
const PREFIX: Localized = { ja: '', zh: '/zh', en: '/en' };

function body(text: NewsText, brand: BrandSeed, locale: keyof Localized): string {
  const [points, outlook, profile] = HEADINGS[locale];
  const link = `[${brand.name[locale]}${locale === 'en' ? ' ' : ''}${profile}](${PREFIX[locale]}/brand/${brand.slug})`;
  const more = {
    ja: `関連情報は${link}をご覧ください。`,
    zh: `更多信息请参阅${link}。`,
    en: `See the ${link} for more.`,
  }[locale];
  return [
    text.intro,
    `## ${points}`,
    text.points.map((p) => `- ${p}`).join('\n'),
    `## ${outlook}`,
    text.outlook,
    more,
  ].join('\n\n');
}

/**
 * Article `i` is the same on every run whatever the total, so `--news 10000` extends
 * the default set instead of replacing it.
 */
export function newsSeed(i: number, brands: BrandSeed[]): NewsSeed {
  const rng = new SeededRandom(`news-${i}`);
  const topic = NEWS_TOPICS[(i * 7 + rng.int(0, 3)) % NEWS_TOPICS.length];
  const day = Math.floor((i * 14.3) % SPAN_DAYS) + (Math.floor(i / 200) % 7);
  const date = new Date(FIRST_DAY + day * 86400000).toISOString().slice(0, 10);
  const year = Number(date.slice(0, 4));
  const brand = brands[rng.int(0, brands.length - 1)];
  const extra = rng.chance(0.3) ? brands[rng.int(0, brands.length - 1)] : undefined;
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const series = `${brand.name.en.replace(/[^A-Z]/g, '').slice(0, 2) || 'XS'}${rng.pick(['32', 'F4', 'G0', 'L1', 'H7', 'C3'])}${letters[rng.int(0, letters.length - 1)]}${rng.int(1, 9)}0`;
  const vars = {
    brand: brand.name,
    year,
    series,
    mhz: rng.pick([48, 72, 120, 160, 200, 240]),
    flashKb: rng.pick([64, 128, 256, 512, 1024]),
    efficiency: rng.int(92, 97),
    pct: rng.int(8, 45),
    weeks: rng.int(8, 32),
    quarter: QUARTERS[Math.floor((Number(date.slice(5, 7)) - 1) / 3)],
    show: rng.pick(SHOWS),
    city: rng.pick(CITIES),
    amps: rng.pick([2, 3, 5, 6, 8, 10]),
  };
  const texts = topic.text(vars);
  const extraTag = rng.chance(0.4) ? [TAGS[rng.int(0, TAGS.length - 1)].slug] : [];
  const tags = [...new Set([...rng.sample(topic.tags, rng.int(1, topic.tags.length)), ...extraTag])];
  const slug = `${date.slice(0, 7)}-${topic.category}-${i + 1}`;
  // Fixed patterns give exact shares: 15 % members-only, 10 % hot, 6 % not synced.
  const membersOnly = [3, 9, 16].includes(i % 20);
  const marker = bodyMarker('news', slug, membersOnly);
  const text = Object.fromEntries(
    SEED_LOCALES.map((locale) => [
      locale,
      {
        title: texts[locale].title,
        summary: texts[locale].summary,
        body: withMarker(body(texts[locale], brand, locale), locale, marker),
      },
    ]),
  ) as NewsSeed['text'];
  return {
    slug,
    date,
    category: topic.category,
    tags,
    brands: [...new Set([brand.slug, ...(extra ? [extra.slug] : [])])],
    hot: i % 10 === 4,
    membersOnly,
    detailSynced: i % 17 !== 11,
    text,
  };
}
