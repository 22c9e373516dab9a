import { SEED_LOCALES } from '../locales';
import { brandSeeds, brandText } from './brands';
import { enterpriseSeeds, enterpriseText } from './enterprises';
import { MARKER_PATTERN, MEMBERS_ONLY_BODY_MARKER, PUBLIC_BODY_MARKER } from './markers';
import { newsSeed } from './news';

const brands = brandSeeds();
const markersIn = (text: string) => text.match(MARKER_PATTERN) ?? [];

test('every members-only news body names its marker in each language, public bodies the public one', () => {
  const news = Array.from({ length: 40 }, (_, i) => newsSeed(i, brands));
  expect(news.some((n) => n.membersOnly)).toBe(true);
  for (const n of news) {
    const marker = `${n.membersOnly ? MEMBERS_ONLY_BODY_MARKER : PUBLIC_BODY_MARKER}news-${n.slug}`;
    for (const locale of SEED_LOCALES) {
      const { title, summary, body } = n.text[locale];
      expect(markersIn(body)).toEqual([marker]);
      // Titles and summaries are public for every item: no marker there.
      expect(markersIn(`${title}\n${summary}`)).toEqual([]);
    }
  }
});

test('each guarded section of a members-only brand carries the marker; the summary never does', () => {
  expect(brands.some((b) => b.membersOnly)).toBe(true);
  for (const b of brands) {
    for (const locale of SEED_LOCALES) {
      const { summary, ...sections } = brandText(b, locale);
      expect(markersIn(summary)).toEqual([]);
      if (b.membersOnly) {
        for (const text of Object.values(sections))
          expect(markersIn(text)).toEqual([`${MEMBERS_ONLY_BODY_MARKER}brand-${b.slug}`]);
      } else {
        expect(markersIn(Object.values(sections).join('\n'))).toEqual([
          `${PUBLIC_BODY_MARKER}brand-${b.slug}`,
        ]);
      }
    }
  }
});

test('enterprise descriptions carry the marker that matches their flag', () => {
  const enterprises = enterpriseSeeds(60);
  expect(enterprises.some((e) => e.membersOnly)).toBe(true);
  for (const e of enterprises) {
    for (const locale of SEED_LOCALES) {
      const { summary, description } = enterpriseText(e, locale);
      const prefix = e.membersOnly ? MEMBERS_ONLY_BODY_MARKER : PUBLIC_BODY_MARKER;
      expect(markersIn(description)).toEqual([`${prefix}enterprise-${e.slug}`]);
      expect(markersIn(summary)).toEqual([]);
    }
  }
});
