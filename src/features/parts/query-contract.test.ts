/**
 * The parts pages read their URL with hand-written parsers (search-query.ts, part-query.ts)
 * so that zod stays out of their first load. These tables hold each parser against the
 * contract's schema that the API validates the same values with: what both take, what both
 * refuse, and the few places where the page deliberately differs (it tidies what a reader
 * typed, or ignores a spelling the site never writes). Whatever the page keeps, the request
 * it sends passes the contract.
 */
import {
  CompareQuerySchema,
  PartIdParamsSchema,
  PartIdSchema,
  PartSearchQuerySchema,
  SubstitutesQuerySchema,
} from '@site/contracts';
import { AEC_VALUES, CATEGORY_CODES } from '@site/parts/vocabulary';
import { SEARCH_PAGE_SIZE } from './api/search-parts';
import { SUBSTITUTES_PAGE_SIZE } from './api/get-substitutes';
import { parseCompareQuery, parsePartQuery, substitutesApiSearch } from './part-query';
import { parseSearchQuery, toApiSearch, type PartSearchQuery } from './search-query';

/**
 * - `both take`: the page keeps the value as it is and the contract reads the same value;
 * - `both refuse`: the page leaves it out (or keeps its default) and the contract refuses it;
 * - `page tidies`: the page keeps a tidied value (trimmed, lower-cased, cut, sorted), which the
 *   contract takes;
 * - `page ignores`: the contract would take a spelling the site never writes; the page
 *   keeps its default.
 */
type Verdict = 'both take' | 'both refuse' | 'page tidies' | 'page ignores';

type SearchField = keyof PartSearchQuery;
type Kept = string | number | undefined;

/** What the search state holds when a field is missing or refused. */
const SEARCH_DEFAULTS: Partial<Record<SearchField, Kept>> = { mode: 'auto', page: 1 };

const long = (length: number) => 'A'.repeat(length);

const SEARCH_CASES: Array<[SearchField, string, Verdict, Kept]> = [
  ['q', 'LM358', 'both take', 'LM358'],
  ['q', 'low dropout 3.3V', 'both take', 'low dropout 3.3V'],
  ['q', long(100), 'both take', long(100)],
  ['q', long(101), 'page tidies', long(100)],
  ['q', '  LM358 ', 'page tidies', 'LM358'],
  ['q', '   ', 'page tidies', undefined],
  ['mode', 'auto', 'both take', 'auto'],
  ['mode', 'exact', 'both take', 'exact'],
  ['mode', 'prefix', 'both take', 'prefix'],
  ['mode', 'keyword', 'both take', 'keyword'],
  ['mode', 'fuzzy', 'both refuse', 'auto'],
  ['mode', 'EXACT', 'both refuse', 'auto'],
  ['mode', 'browse', 'both refuse', 'auto'],
  ['mode', '', 'both refuse', 'auto'],
  ...CATEGORY_CODES.map((code): [SearchField, string, Verdict, Kept] => [
    'category',
    code,
    'both take',
    code,
  ]),
  ['category', 'tubes', 'both refuse', undefined],
  ['category', 'LDO', 'both refuse', undefined],
  ['category', '', 'both refuse', undefined],
  ['brand', 'ti', 'both take', 'ti'],
  ['brand', 'gigadevice', 'both take', 'gigadevice'],
  ['brand', 'a1b2', 'both take', 'a1b2'],
  ['brand', 'abcdefghijklmnop', 'both take', 'abcdefghijklmnop'],
  ['brand', 'abcdefghijklmnopq', 'both refuse', undefined],
  ['brand', 't', 'both refuse', undefined],
  ['brand', 'ti-x', 'both refuse', undefined],
  ['brand', 'texas instruments', 'both refuse', undefined],
  ['brand', '', 'both refuse', undefined],
  ['brand', 'TI', 'page tidies', 'ti'],
  ['brand', ' st ', 'page tidies', 'st'],
  ['package', 'SOT-23-5', 'both take', 'SOT-23-5'],
  ['package', 'QFN', 'both take', 'QFN'],
  ['package', 'ab', 'both take', 'ab'],
  ['package', 'x'.repeat(40), 'both take', 'x'.repeat(40)],
  ['package', 'x'.repeat(41), 'both refuse', undefined],
  ['package', 'x', 'both refuse', undefined],
  ['package', '', 'both refuse', undefined],
  ['package', ' SOT-23 ', 'page tidies', 'SOT-23'],
  ['package', '  x ', 'page tidies', undefined],
  ['aec', 'any', 'both take', 'any'],
  ['aec', 'none', 'both take', 'none'],
  ...AEC_VALUES.map((value): [SearchField, string, Verdict, Kept] => ['aec', value, 'both take', value]),
  ['aec', 'Q999', 'both refuse', undefined],
  ['aec', 'q100-1', 'both refuse', undefined],
  ['aec', '', 'both refuse', undefined],
  ['origin', 'CN', 'both take', 'CN'],
  ['origin', 'US', 'both take', 'US'],
  ['origin', 'intl', 'both take', 'intl'],
  ['origin', 'China', 'both refuse', undefined],
  ['origin', 'cn', 'both refuse', undefined],
  ['origin', 'INTL', 'both refuse', undefined],
  ['origin', 'C', 'both refuse', undefined],
  ['origin', '', 'both refuse', undefined],
  ['page', '1', 'both take', 1],
  ['page', '2', 'both take', 2],
  ['page', '50', 'both take', 50],
  ['page', '05', 'both take', 5],
  ['page', '0', 'both refuse', 1],
  ['page', '51', 'both refuse', 1],
  ['page', '-1', 'both refuse', 1],
  ['page', '2.5', 'both refuse', 1],
  ['page', 'two', 'both refuse', 1],
  ['page', '', 'both refuse', 1],
  ['page', '5.0', 'page ignores', 1],
  ['page', '1e1', 'page ignores', 1],
  ['page', ' 5', 'page ignores', 1],
  ['page', '0x10', 'page ignores', 1],
];

/** The contract's reading of the query `GET /parts/search` receives, as Fastify hands it over. */
const contractSearch = (query: Record<string, string>) => PartSearchQuerySchema.safeParse(query);

test.each(SEARCH_CASES)('search %s=%j: %s', (field, raw, verdict, kept) => {
  const state = parseSearchQuery(`?${new URLSearchParams({ [field]: raw }).toString()}`);
  expect(state[field]).toEqual(kept);

  const contract = contractSearch({ [field]: raw });
  if (verdict === 'both take') {
    expect(contract.success && contract.data[field]).toEqual(kept);
  } else if (verdict === 'both refuse') {
    expect(contract.success).toBe(false);
    expect(kept).toEqual(SEARCH_DEFAULTS[field]);
  } else if (verdict === 'page tidies') {
    expect(kept).not.toEqual(raw);
    if (kept !== undefined) expect(contractSearch({ [field]: String(kept) }).success).toBe(true);
  } else {
    expect(contract.success).toBe(true);
    expect(kept).toEqual(SEARCH_DEFAULTS[field]);
  }

  // The request the page would send for this state passes the contract, with the same values.
  const sent = contractSearch(
    Object.fromEntries(
      new URLSearchParams(toApiSearch({ ...state, q: state.q ?? 'LM358' }, SEARCH_PAGE_SIZE)),
    ),
  );
  expect(sent.success).toBe(true);
  if (sent.success && kept !== undefined) expect(sent.data[field]).toEqual(kept);
});

const ID = 'ti-TPS71725QDRVR';

const ID_CASES: Array<[string, Verdict]> = [
  [ID, 'both take'],
  ['st-STM32F103C8T6', 'both take'],
  ['ab-1', 'both take'],
  ['abcdefghijklmnop-X', 'both take'],
  [`ti-${long(64)}`, 'both take'],
  [`ti-${long(65)}`, 'both refuse'],
  ['abcdefghijklmnopq-X', 'both refuse'],
  ['TI-TPS71725', 'both refuse'],
  ['ti-tps71725', 'both refuse'],
  ['ti_TPS71725', 'both refuse'],
  ['t-X1', 'both refuse'],
  ['ti-', 'both refuse'],
  ['ti-X-1', 'both refuse'],
  ['ti-X 1', 'both refuse'],
  ['', 'both refuse'],
];

test.each(ID_CASES)('part id %j: %s', (raw, verdict) => {
  const take = verdict === 'both take';
  expect(PartIdSchema.safeParse(raw).success).toBe(take);
  expect(PartIdParamsSchema.safeParse({ id: raw }).success).toBe(take);
  expect(parsePartQuery(`?${new URLSearchParams({ id: raw }).toString()}`)?.id).toBe(take ? raw : undefined);
  const other = 'st-STM32F103C8T6' === raw ? ID : 'st-STM32F103C8T6';
  expect(parseCompareQuery(`?${new URLSearchParams({ a: raw, b: other }).toString()}`) !== null).toBe(take);
  expect(CompareQuerySchema.safeParse({ a: raw, b: other }).success).toBe(take);
});

test('the comparison page asks for two different parts; the contract leaves that to the page', () => {
  expect(CompareQuerySchema.safeParse({ a: ID, b: ID }).success).toBe(true);
  expect(parseCompareQuery(`?a=${ID}&b=${ID}`)).toBeNull();
});

type SubstitutesField = 'grade' | 'origin' | 'page';
const SUBSTITUTES_DEFAULTS: Record<SubstitutesField, Kept> = { grade: undefined, origin: undefined, page: 1 };

const SUBSTITUTES_CASES: Array<[SubstitutesField, string, Verdict, Kept]> = [
  ['grade', 'A', 'both take', 'A'],
  ['grade', 'AB', 'both take', 'AB'],
  ['grade', 'ABCD', 'both take', 'ABCD'],
  ['grade', 'CBA', 'page tidies', 'ABC'],
  ['grade', 'AAB', 'page tidies', 'AB'],
  ['grade', 'E', 'both refuse', undefined],
  ['grade', 'a', 'both refuse', undefined],
  ['grade', 'ABCDA', 'both refuse', undefined],
  ['grade', 'A B', 'both refuse', undefined],
  ['grade', '', 'both refuse', undefined],
  ['origin', 'CN', 'both take', 'CN'],
  ['origin', 'intl', 'both take', 'intl'],
  ['origin', 'DE', 'both take', 'DE'],
  ['origin', 'cn', 'both refuse', undefined],
  ['origin', 'Intl', 'both refuse', undefined],
  ['origin', '', 'both refuse', undefined],
  ['page', '1', 'both take', 1],
  ['page', '50', 'both take', 50],
  ['page', '007', 'both take', 7],
  ['page', '0', 'both refuse', 1],
  ['page', '51', 'both refuse', 1],
  ['page', '1.5', 'both refuse', 1],
  ['page', '', 'both refuse', 1],
  ['page', '2.0', 'page ignores', 1],
  ['page', '1e1', 'page ignores', 1],
];

const contractSubstitutes = (query: Record<string, string>) => SubstitutesQuerySchema.safeParse(query);

test.each(SUBSTITUTES_CASES)('substitutes %s=%j: %s', (field, raw, verdict, kept) => {
  const state = parsePartQuery(`?${new URLSearchParams({ id: ID, [field]: raw }).toString()}`);
  expect(state).not.toBeNull();
  expect(state![field]).toEqual(kept);

  const contract = contractSubstitutes({ [field]: raw });
  if (verdict === 'both take') {
    expect(contract.success && contract.data[field]).toEqual(kept);
  } else if (verdict === 'both refuse') {
    expect(contract.success).toBe(false);
    expect(kept).toEqual(SUBSTITUTES_DEFAULTS[field]);
  } else if (verdict === 'page tidies') {
    expect(kept).not.toEqual(raw);
    expect(contractSubstitutes({ [field]: String(kept) }).success).toBe(true);
  } else {
    expect(contract.success).toBe(true);
    expect(kept).toEqual(SUBSTITUTES_DEFAULTS[field]);
  }

  const sent = contractSubstitutes(
    Object.fromEntries(new URLSearchParams(substitutesApiSearch(state!, SUBSTITUTES_PAGE_SIZE))),
  );
  expect(sent.success).toBe(true);
  if (sent.success && kept !== undefined) expect(sent.data[field]).toEqual(kept);
});
