import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { HTML_LANG, type Locale } from '@site/routing';
import type { TFunction } from '../../i18n/translator';
import type { AecGrade, CategoryCode, Lifecycle } from '@site/parts/vocabulary';
import { useLocale } from '../../i18n/locale-context';
import { formatNumber } from '../../i18n/format-number';
import type { Direction, Grade, Measured, RowValue, Verdict } from './api/part-schemas';
import type { AecFilter, SearchMode } from './search-query';

/*
 * Codes of the parts data and their translation keys, written out in full so the i18n
 * check sees every key in use.
 */
export const CATEGORY_KEYS = {
  mcu: 'parts:category.mcu',
  ldo: 'parts:category.ldo',
  dcdc: 'parts:category.dcdc',
  opamp: 'parts:category.opamp',
  comparator: 'parts:category.comparator',
  mosfet: 'parts:category.mosfet',
  diode: 'parts:category.diode',
  logic: 'parts:category.logic',
  interface: 'parts:category.interface',
  sensor: 'parts:category.sensor',
  memory: 'parts:category.memory',
  clock: 'parts:category.clock',
} as const satisfies Record<CategoryCode, string>;

export const LIFECYCLE_KEYS = {
  active: 'parts:lifecycle.active',
  nrnd: 'parts:lifecycle.nrnd',
  eol: 'parts:lifecycle.eol',
  obsolete: 'parts:lifecycle.obsolete',
  preview: 'parts:lifecycle.preview',
} as const satisfies Record<Lifecycle, string>;

export const AEC_KEYS = {
  'Q100-0': 'parts:aec.Q100-0',
  'Q100-1': 'parts:aec.Q100-1',
  'Q100-2': 'parts:aec.Q100-2',
  'Q100-3': 'parts:aec.Q100-3',
  Q101: 'parts:aec.Q101',
  Q200: 'parts:aec.Q200',
} as const satisfies Record<AecGrade, string>;

export const AEC_FILTER_KEYS = {
  any: 'parts:search.aec.any',
  none: 'parts:search.aec.none',
  ...AEC_KEYS,
} as const satisfies Record<AecFilter, string>;

export const MODE_KEYS = {
  auto: 'parts:search.mode.auto',
  exact: 'parts:search.mode.exact',
  prefix: 'parts:search.mode.prefix',
  keyword: 'parts:search.mode.keyword',
} as const satisfies Record<SearchMode, string>;

export const MODE_HINT_KEYS = {
  auto: 'parts:search.modeHint.auto',
  exact: 'parts:search.modeHint.exact',
  prefix: 'parts:search.modeHint.prefix',
  keyword: 'parts:search.modeHint.keyword',
} as const satisfies Record<SearchMode, string>;

export const GRADE_NAME_KEYS = {
  A: 'parts:grade.name.A',
  B: 'parts:grade.name.B',
  C: 'parts:grade.name.C',
  D: 'parts:grade.name.D',
} as const satisfies Record<Grade, string>;

export const GRADE_MEANING_KEYS = {
  A: 'parts:grade.meaning.A',
  B: 'parts:grade.meaning.B',
  C: 'parts:grade.meaning.C',
  D: 'parts:grade.meaning.D',
} as const satisfies Record<Grade, string>;

export const DIRECTION_KEYS = {
  upgrade: 'parts:direction.upgrade',
  downgrade: 'parts:direction.downgrade',
  mixed: 'parts:direction.mixed',
  equivalent: 'parts:direction.equivalent',
} as const satisfies Record<Direction, string>;

export const VERDICT_KEYS = {
  better: 'parts:verdict.better',
  worse: 'parts:verdict.worse',
  equal: 'parts:verdict.equal',
  unknown: 'parts:verdict.unknown',
} as const satisfies Record<Verdict, string>;

/** Marks shown beside the words (never instead of them): up is better for the reader. */
export const DIRECTION_MARKS: Record<Direction, string> = {
  upgrade: '▲',
  downgrade: '▼',
  mixed: '◆',
  equivalent: '=',
};
export const VERDICT_MARKS: Record<Verdict, string> = { better: '▲', worse: '▼', equal: '=', unknown: '?' };

type Tree = Record<string, string | Record<string, string>>;

/** Words and number formats of the parts screens in the reader's language. */
export function usePartText() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return useMemo(() => partTextFor(t, locale), [t, locale]);
}

/** `usePartText` outside React's context: the site server renders part pages with it too. */
export function partTextFor(t: TFunction, locale: Locale) {
  return makePartText(t, locale);
}

/**
 * Region names the strings do not have (a maker from a country the parts data did not have
 * when they were written), from Intl, made once per language and only when such a maker
 * appears: the first Intl object of a language loads its ICU data (decision 098).
 */
const regionNames = new Map<Locale, Intl.DisplayNames | null>();
function intlRegionName(locale: Locale, code: string): string {
  if (!regionNames.has(locale)) {
    regionNames.set(
      locale,
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([HTML_LANG[locale]], { type: 'region' })
        : null,
    );
  }
  try {
    return regionNames.get(locale)?.of(code) ?? code;
  } catch {
    // Not a region code at all.
    return code;
  }
}

/** A maker's country by its ISO code: the strings' name, else Intl's, else the code. */
function regionName(regions: Tree, locale: Locale, code: string): string {
  const named = regions[code];
  return typeof named === 'string' ? named : intlRegionName(locale, code);
}

function makePartText(t: TFunction, locale: Locale) {
  // Whole subtrees: the keys come from the data (parameter and attribute names).
  const params = t('parts:params', { returnObjects: true }) as unknown as Record<string, Tree>;
  const attributes = t('parts:attributes', { returnObjects: true }) as unknown as Tree;
  const units = t('parts:units', { returnObjects: true }) as unknown as Tree;
  const regions = t('parts:regions', { returnObjects: true }) as unknown as Tree;

  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const number = formatNumber;
  const unit = (code: string) => text(units[code], code);
  const withUnit = (value: string, code: string) =>
    code ? t('parts:value.withUnit', { value, unit: unit(code) }) : value;

  /** A measured value: '−40 to 85 °C', 'typ. 250 mV', 'max. 64 KB'. */
  const measured = (value: Measured, unitCode: string) => {
    const { min, typ, max } = value;
    const parts: string[] = [];
    if (min !== undefined && max !== undefined) {
      parts.push(t('parts:value.range', { min: number(min), max: number(max) }));
      if (typ !== undefined) parts.push(t('parts:value.typ', { value: number(typ) }));
    } else {
      if (min !== undefined) parts.push(t('parts:value.min', { value: number(min) }));
      if (typ !== undefined) parts.push(t('parts:value.typ', { value: number(typ) }));
      if (max !== undefined) parts.push(t('parts:value.max', { value: number(max) }));
    }
    if (parts.length === 0) return t('parts:value.none');
    return withUnit(parts.join(t('parts:value.separator')), unitCode);
  };

  return {
    number,
    unit,
    measured,
    category: (code: CategoryCode) => t(CATEGORY_KEYS[code]),
    lifecycle: (code: Lifecycle) => t(LIFECYCLE_KEYS[code]),
    aec: (code: AecGrade | null) => (code ? t(AEC_KEYS[code]) : t('parts:aec.none')),
    /** Country of a maker by its ISO code, in the reader's language. */
    origin: (code: string) => regionName(regions, locale, code),
    /** Name of a parameter of a category; the API's English label when the words are missing. */
    param: (category: CategoryCode, key: string, fallback: string) => {
      if (key === 'lifecycle') return t('parts:part.lifecycle');
      if (key === 'aec') return t('parts:part.aec');
      return text(params[category]?.[key], fallback);
    },
    attribute: (key: string) => text(attributes[key], key),
    /** One side of a comparison row, in words. */
    rowValue: (key: string, value: RowValue | null, unitCode: string) => {
      if (key === 'aec') {
        if (!value?.text) return t('parts:aec.none');
        const aecKey = AEC_KEYS[value.text as AecGrade];
        return aecKey ? t(aecKey) : value.text;
      }
      if (value === null) return t('parts:value.none');
      if (value.text !== undefined) {
        const lifecycleKey = key === 'lifecycle' ? LIFECYCLE_KEYS[value.text as Lifecycle] : undefined;
        return lifecycleKey ? t(lifecycleKey) : value.text;
      }
      return measured(value, unitCode);
    },
  };
}

export type PartText = ReturnType<typeof makePartText>;
