export * from './categories';
export * from './schema';
export { normalizeMpn, deriveFamily, normalizePackage, functionKey, pinSignature } from './normalize';
export { generateParts, MAX_GENERATED, type GenerateOptions } from './generator/generate';
export { BRANDS } from './generator/brands';
export {
  importCsv,
  importJsonLines,
  importFile,
  type ImportOptions,
  type ImportIssue,
} from './import/importers';
export { openPartsStore, configFromEnv, DEFAULT_SQLITE_PATH, type PartsStoreConfig } from './store/open';
export { PartsStore, COUNT_CAP, type SearchFilters, type PartsStats, type Found } from './store/store';
export type { StoredPart, CandidatePart } from './store/rows';
export { publicId, parsePublicId } from './store/rows';
export type { LoadOptions, LoadProgress, LoadResult } from './store/load';
export { grade, compareRanked, type Grade, type Comparison, type Direction } from './engine/grade';
export type { ComparisonRow, Verdict, Severity } from './engine/compare';
export {
  findSubstitutes,
  rankSubstitutes,
  type RankedSubstitute,
  PIN_WINDOW_PER_SIDE,
  OTHER_WINDOW_PER_SIDE,
  type Substitute,
} from './engine/substitutes';
export { searchParts, type SearchOutcome } from './search';
export { SEARCH_MODES, MATCH_KINDS, type SearchMode, type MatchKind } from './vocabulary';
export { ensurePartsData, DEFAULT_DEMO_COUNT } from './ensure';
