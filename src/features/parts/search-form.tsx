import React, { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { CATEGORY_CODES } from '@site/parts/vocabulary';
import { useLocale } from '../../i18n/locale-context';
import { useHydrated } from '../../lib/use-hydrated';
import { AEC_FILTER_KEYS, CATEGORY_KEYS, MODE_HINT_KEYS, MODE_KEYS } from './labels';
import { useMakers } from './api/get-makers';
import { MakerCombobox, makerNamed } from './maker-combobox';
import {
  AEC_FILTERS,
  MAX_QUERY_LENGTH,
  SEARCH_MODES,
  isSearchable,
  normalizeBrand,
  normalizePackage,
  type PartSearchQuery,
  type SearchMode,
} from './search-query';
import * as styles from './search.module.css';

const ORIGIN_KEYS = { CN: 'parts:search.origin.CN', intl: 'parts:search.origin.intl' } as const;

interface Draft {
  q: string;
  mode: SearchMode;
  category: string;
  brand: string;
  package: string;
  aec: string;
  origin: string;
}

function draftOf(query: PartSearchQuery): Draft {
  return {
    q: query.q ?? '',
    mode: query.mode,
    category: query.category ?? '',
    brand: query.brand ?? '',
    package: query.package ?? '',
    aec: query.aec ?? '',
    origin: query.origin ?? '',
  };
}

type FieldError = 'brand' | 'package' | 'form';

export interface PartSearchFormProps {
  query: PartSearchQuery;
  onSearch: (next: PartSearchQuery) => void;
}

/**
 * Part number or keywords, how to match them, and filters. Submitting opens the new state
 * as a URL; Back and forward bring the fields along. Memoised: the screen renders again for
 * each step of a search (loading, answer), which changes nothing here while the query and the
 * handler stay the same.
 */
export const PartSearchForm = memo(function PartSearchForm({ query, onSearch }: PartSearchFormProps) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [modeHelpOpen, setModeHelpOpen] = useState(false);
  const makers = useMakers();
  // Static HTML shows the form before the scripts run; until then it stays disabled, so
  // nothing is typed into fields that hydration would reset.
  const hydrated = useHydrated();
  // The fields follow the URL when it changes (Back, forward, a new search), not when the
  // screen merely hands over an equal query again, which would wipe what is being typed.
  const queryKey = JSON.stringify(query);
  const shownKey = useRef(queryKey);
  useEffect(() => {
    if (shownKey.current === queryKey) return;
    shownKey.current = queryKey;
    setDraft(draftOf(query));
    setErrors([]);
  }, [query, queryKey]);

  const set = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // With the makers list, the filter takes a maker from it; without it, a maker code.
    const brand = !draft.brand.trim()
      ? undefined
      : makers.status === 'ready'
        ? (makerNamed(makers.makers, draft.brand)?.code ?? null)
        : normalizeBrand(draft.brand);
    const pkg = draft.package.trim() ? normalizePackage(draft.package) : undefined;
    const next: PartSearchQuery = {
      q: draft.q.trim().slice(0, MAX_QUERY_LENGTH) || undefined,
      mode: draft.mode,
      category: (CATEGORY_CODES as readonly string[]).includes(draft.category)
        ? (draft.category as PartSearchQuery['category'])
        : undefined,
      brand: brand ?? undefined,
      package: pkg ?? undefined,
      aec: (AEC_FILTERS as readonly string[]).includes(draft.aec)
        ? (draft.aec as PartSearchQuery['aec'])
        : undefined,
      origin: draft.origin || undefined,
      page: 1,
    };
    const found: FieldError[] = [];
    if (brand === null) found.push('brand');
    if (pkg === null) found.push('package');
    if (found.length === 0 && !isSearchable(next)) found.push('form');
    setErrors(found);
    if (found.length > 0) return;
    onSearch(next);
  };

  const invalid = (field: FieldError) => errors.includes(field);
  const describedBy = (field: 'brand' | 'package') =>
    [`${id}-${field}-hint`, invalid(field) ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');
  const filterCount = [draft.category, draft.brand, draft.package, draft.aec, draft.origin].filter(
    Boolean,
  ).length;

  const filters = (
    <fieldset className={styles.filters}>
      <legend className={device === 'mobile' ? 'visually-hidden' : styles.legend}>
        {t('parts:search.filters')}
      </legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          {t('parts:search.category')}
        </label>
        <select
          id={`${id}-category`}
          className={styles.input}
          value={draft.category}
          onChange={set('category')}
        >
          <option value="">{t('parts:search.allCategories')}</option>
          {CATEGORY_CODES.map((code) => (
            <option key={code} value={code}>
              {t(CATEGORY_KEYS[code])}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.makerField}`}>
        <label htmlFor={`${id}-brand`} className={styles.label}>
          {makers.status === 'ready' ? t('parts:search.maker') : t('parts:search.brand')}
        </label>
        {makers.status === 'ready' ? (
          <MakerCombobox
            id={`${id}-brand`}
            label={t('parts:search.maker')}
            value={draft.brand}
            onChange={(brand) => setDraft((current) => ({ ...current, brand }))}
            makers={makers.makers}
            invalid={invalid('brand')}
            describedBy={describedBy('brand')}
          />
        ) : (
          <input
            id={`${id}-brand`}
            className={styles.input}
            value={draft.brand}
            onChange={set('brand')}
            maxLength={16}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid('brand') || undefined}
            aria-describedby={describedBy('brand')}
          />
        )}
        <p id={`${id}-brand-hint`} className={styles.hint}>
          {makers.status === 'ready'
            ? t('parts:search.makerHint')
            : makers.status === 'failed'
              ? `${t('parts:search.makerListFailed')} ${t('parts:search.brandHint')}`
              : t('parts:search.brandHint')}
        </p>
        {invalid('brand') && (
          <p id={`${id}-brand-error`} className={styles.error} role="alert">
            {makers.status === 'ready' ? t('parts:search.makerInvalid') : t('parts:search.brandInvalid')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-package`} className={styles.label}>
          {t('parts:search.package')}
        </label>
        <input
          id={`${id}-package`}
          className={styles.input}
          value={draft.package}
          onChange={set('package')}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid('package') || undefined}
          aria-describedby={describedBy('package')}
        />
        <p id={`${id}-package-hint`} className={styles.hint}>
          {t('parts:search.packageHint')}
        </p>
        {invalid('package') && (
          <p id={`${id}-package-error`} className={styles.error} role="alert">
            {t('parts:search.packageInvalid')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-aec`} className={styles.label}>
          {t('parts:search.aecLabel')}
        </label>
        <select id={`${id}-aec`} className={styles.input} value={draft.aec} onChange={set('aec')}>
          <option value="">{t('parts:search.aecAll')}</option>
          {AEC_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(AEC_FILTER_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-origin`} className={styles.label}>
          {t('parts:search.originLabel')}
        </label>
        <select id={`${id}-origin`} className={styles.input} value={draft.origin} onChange={set('origin')}>
          <option value="">{t('parts:search.originAll')}</option>
          <option value="CN">{t(ORIGIN_KEYS.CN)}</option>
          <option value="intl">{t(ORIGIN_KEYS.intl)}</option>
          {/* A shared link may name another country; it stays selectable. */}
          {draft.origin && !(draft.origin in ORIGIN_KEYS) && (
            <option value={draft.origin}>{draft.origin}</option>
          )}
        </select>
      </div>
    </fieldset>
  );

  return (
    <form
      role="search"
      aria-label={t('parts:search.formLabel')}
      className={`${styles.form} ${styles[device]}`}
      onSubmit={submit}
      noValidate
    >
      {/* Disables every field until the scripts run; a group needs its legend (WCAG H71). */}
      <fieldset disabled={!hydrated} className={styles.whole}>
        <legend className="visually-hidden">{t('parts:search.formLabel')}</legend>
        <div className={styles.queryRow}>
          <div className={styles.queryField}>
            <label htmlFor={`${id}-q`} className={styles.label}>
              {t('parts:search.q')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              className={styles.input}
              value={draft.q}
              onChange={set('q')}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={t('parts:search.qPlaceholder')}
              enterKeyHint="search"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={invalid('form') || undefined}
              aria-describedby={invalid('form') ? `${id}-form-error` : undefined}
            />
          </div>
          <button type="submit" className={styles.submit}>
            {t('parts:search.submit')}
          </button>
        </div>
        {invalid('form') && (
          <p id={`${id}-form-error`} className={styles.error} role="alert">
            {t('parts:search.required')}
          </p>
        )}
        <fieldset className={styles.modes}>
          <legend className={styles.legend}>{t('parts:search.modeLegend')}</legend>
          {SEARCH_MODES.map((mode) => (
            <div key={mode} className={styles.mode}>
              <input
                id={`${id}-mode-${mode}`}
                type="radio"
                name="mode"
                value={mode}
                checked={draft.mode === mode}
                onChange={() => setDraft((current) => ({ ...current, mode }))}
                aria-describedby={`${id}-mode-${mode}-hint`}
              />
              <label htmlFor={`${id}-mode-${mode}`}>{t(MODE_KEYS[mode])}</label>
              {device === 'pc' && (
                <span id={`${id}-mode-${mode}-hint`} className={styles.modeHint}>
                  {t(MODE_HINT_KEYS[mode])}
                </span>
              )}
            </div>
          ))}
          {/* On a phone the explanations fold away, so results start on the first screen;
              each radio still names its explanation as its description. */}
          {device === 'mobile' && (
            <div className={styles.modeHelp}>
              <button
                type="button"
                className={styles.modeHelpToggle}
                aria-expanded={modeHelpOpen}
                aria-controls={`${id}-mode-help`}
                onClick={() => setModeHelpOpen((open) => !open)}
              >
                {t('parts:search.modeHelp')}
              </button>
              <dl id={`${id}-mode-help`} className={styles.modeHelpList} hidden={!modeHelpOpen}>
                {SEARCH_MODES.map((mode) => (
                  <React.Fragment key={mode}>
                    <dt>{t(MODE_KEYS[mode])}</dt>
                    <dd id={`${id}-mode-${mode}-hint`}>{t(MODE_HINT_KEYS[mode])}</dd>
                  </React.Fragment>
                ))}
              </dl>
            </div>
          )}
        </fieldset>
        {device === 'mobile' ? (
          <details className={styles.disclosure} open={filterCount > 0 || errors.some((e) => e !== 'form')}>
            <summary className={styles.summary}>
              {filterCount > 0
                ? t('parts:search.filtersSet', { number: filterCount })
                : t('parts:search.filters')}
            </summary>
            {filters}
          </details>
        ) : (
          filters
        )}
      </fieldset>
    </form>
  );
});
