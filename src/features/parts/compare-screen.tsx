import React, { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { PageFrame } from '../../components/page-frame';
import { useLocale } from '../../i18n/locale-context';
import type { Comparison, PartSummary, Verdict } from './api/part-schemas';
import { useCompareParts } from './api/compare-parts';
import { useGetPart } from './api/get-part';
import { GradeLegend } from './grade-legend';
import { usePartText } from './labels';
import { DirectionMark, GradeBadge, VerdictMark } from './part-badges';
import { DatasheetLink } from './part-facts';
import { PinTable } from './pin-table';
import { SEARCH_ROUTE, compareSearch, parseCompareQuery } from './part-query';
import { compareRoute, partRoute } from './part-page-data';
import { PartsStatus } from './parts-status';
// After the parts' own modules, so that every page reaches the stylesheets in one order
// (src/components/stylesheet-order.test.ts).
import { EmptyState, LoadFailed } from '../listing/list-feedback';
// After list-feedback: the news list reaches its stylesheet before the notice box's.
import { PartsRegisterPrompt } from './parts-register-prompt';
import { useHydrated } from '../../lib/use-hydrated';
import { usePartsRequest } from './use-parts-request';
import * as styles from './parts.module.css';

interface Line {
  key: string;
  label: string;
  a: React.ReactNode;
  b: React.ReactNode;
  /** Parameters carry the engine's verdict on part b; facts only say same or different. */
  verdict: { verdict: Verdict; severity: 'minor' | 'major' | null } | { same: boolean } | null;
}

function differs(line: Line): boolean {
  if (!line.verdict) return false;
  return 'same' in line.verdict ? !line.verdict.same : line.verdict.verdict !== 'equal';
}

function useLines(a: PartSummary, b: PartSummary, comparison: Comparison | null): Line[] {
  const { t } = useTranslation();
  const text = usePartText();
  const facts: Line[] = [
    {
      key: 'maker',
      label: t('parts:part.maker'),
      a: `${a.brand.name} (${text.origin(a.origin)})`,
      b: `${b.brand.name} (${text.origin(b.origin)})`,
      verdict: { same: a.brand.code === b.brand.code },
    },
    {
      key: 'category',
      label: t('parts:part.category'),
      a: text.category(a.category),
      b: text.category(b.category),
      verdict: { same: a.category === b.category },
    },
    {
      key: 'package',
      label: t('parts:part.package'),
      a: t('parts:part.packagePins', { package: a.package, pins: a.pinCount }),
      b: t('parts:part.packagePins', { package: b.package, pins: b.pinCount }),
      verdict: { same: a.package === b.package && a.pinCount === b.pinCount },
    },
  ];
  const rows = comparison?.rows;
  const judged: Line[] = rows
    ? rows.map((row) => ({
        key: row.key,
        label: text.param(a.category, row.key, row.label),
        a: text.rowValue(row.key, row.original, row.unit),
        b: text.rowValue(row.key, row.candidate, row.unit),
        verdict: { verdict: row.verdict, severity: row.severity },
      }))
    : [
        // Without the engine's rows (other job, or a visitor's preview) lifecycle and AEC are still facts.
        {
          key: 'lifecycle',
          label: t('parts:part.lifecycle'),
          a: text.lifecycle(a.lifecycle),
          b: text.lifecycle(b.lifecycle),
          verdict: { same: a.lifecycle === b.lifecycle },
        },
        {
          key: 'aec',
          label: t('parts:part.aec'),
          a: text.aec(a.aec),
          b: text.aec(b.aec),
          verdict: { same: a.aec === b.aec },
        },
      ];
  const datasheets: Line = {
    key: 'datasheet',
    label: t('parts:part.datasheet'),
    a: <DatasheetLink url={a.datasheetUrl} />,
    b: <DatasheetLink url={b.datasheetUrl} />,
    verdict: null,
  };
  return [...facts, ...judged, datasheets];
}

function VerdictCell({ line }: { line: Line }) {
  const { t } = useTranslation();
  if (!line.verdict) return null;
  if ('same' in line.verdict) {
    return (
      <span className={`${styles.mark} ${line.verdict.same ? styles.equal : styles.different}`}>
        <span aria-hidden="true" className={styles.symbol}>
          {line.verdict.same ? '=' : '≠'}
        </span>
        {line.verdict.same ? t('parts:compare.same') : t('parts:compare.different')}
      </span>
    );
  }
  return <VerdictMark verdict={line.verdict.verdict} severity={line.verdict.severity} />;
}

function PartHeader({ part }: { part: PartSummary }) {
  return <LocalizedLink to={partRoute(part.id)}>{part.mpn}</LocalizedLink>;
}

function CompareTable({
  a,
  b,
  comparison,
}: {
  a: PartSummary;
  b: PartSummary;
  comparison: Comparison | null;
}) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const lines = useLines(a, b, comparison);
  const shown = onlyDifferences ? lines.filter(differs) : lines;
  return (
    <>
      <p className={styles.toggle}>
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        <label htmlFor={toggleId}>{t('parts:compare.onlyDifferences')}</label>
      </p>
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.compare}`} data-testid="compare-table">
          <caption className={styles.caption}>{t('parts:compare.caption', { a: a.mpn, b: b.mpn })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('parts:compare.item')}</th>
              <th scope="col">
                <PartHeader part={a} />
              </th>
              <th scope="col">
                <PartHeader part={b} />
              </th>
              {device === 'pc' && <th scope="col">{t('parts:compare.verdictFor', { mpn: b.mpn })}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((line) => (
              <tr
                key={line.key}
                className={differs(line) ? styles.differs : undefined}
                data-differs={differs(line) || undefined}
              >
                <th scope="row">{line.label}</th>
                <td>{line.a}</td>
                <td>
                  {line.b}
                  {device === 'mobile' && line.verdict && (
                    <span className={styles.sub}>
                      <VerdictCell line={line} />
                    </span>
                  )}
                </td>
                {device === 'pc' && (
                  <td>
                    <VerdictCell line={line} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className={styles.muted}>{t('parts:compare.noDifferences')}</p>}
    </>
  );
}

/** Key parameters the engine found unstated (by either part), in the reader's words. */
function NotStated({ category, comparison }: { category: PartSummary['category']; comparison: Comparison }) {
  const { t } = useTranslation();
  const text = usePartText();
  const unstated = (comparison.rows ?? []).filter((row) => row.verdict === 'unknown');
  if (unstated.length === 0) return null;
  const list = unstated
    .map((row) => text.param(category, row.key, row.label))
    .join(t('parts:pins.separator'));
  return (
    <p className={styles.statusLine} data-testid="compare-not-stated">
      {t('parts:compare.notStated', { list })}
    </p>
  );
}

/** Members' pin table: both parts' pins, asked once the comparison has come (visitors get no pins). */
function ComparePins({ a, b }: { a: string; b: string }) {
  const { t } = useTranslation();
  const getPart = useGetPart();
  const request = usePartsRequest(`pins:${a}:${b}`, async () => {
    const [first, second] = await Promise.all([getPart(a), getPart(b)]);
    if (!first.ok) return first;
    if (!second.ok) return second;
    return {
      ok: true as const,
      msg: first.msg,
      data: { limited: first.data.limited || second.data.limited, a: first.data.part, b: second.data.part },
    };
  });
  if (request.status === 'loading') return <p className={styles.statusLine}>{t('parts:pins.loading')}</p>;
  if (request.status === 'failed' || request.status === 'missing')
    return <p className={styles.statusLine}>{t('parts:pins.failed')}</p>;
  if (request.status !== 'ready' || request.data.limited) return null;
  return <PinTable a={request.data.a} b={request.data.b} />;
}

/** Two parts side by side (`/rep/compare?a=…&b=…`): part b judged against part a. */
export function CompareScreen({ search }: { search: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const legendId = useId();
  const query = useMemo(() => (hydrated ? parseCompareQuery(search) : null), [hydrated, search]);
  const compare = useCompareParts();
  const [a, b] = query ? [query.a, query.b] : ['', ''];
  const request = usePartsRequest(query ? compareSearch(a, b) : null, () => compare(a, b));
  const data = request.status === 'ready' ? request.data : null;

  if (hydrated && !query) {
    return (
      <PageFrame title={t('parts:compare.title')}>
        <EmptyState
          message={t('parts:compare.noIds')}
          hint={t('parts:compare.noIdsHint')}
          action={<LocalizedLink to={SEARCH_ROUTE}>{t('parts:part.backToSearch')}</LocalizedLink>}
        />
      </PageFrame>
    );
  }

  const comparison = data?.comparison ?? null;
  return (
    <PageFrame
      title={data ? t('parts:compare.titleFor', { a: data.a.mpn, b: data.b.mpn }) : t('parts:compare.title')}
    >
      <p className={styles.back}>
        <LocalizedLink to={SEARCH_ROUTE}>{t('parts:part.backToSearch')}</LocalizedLink>
        {data && (
          <LocalizedLink to={compareRoute(data.b.id, data.a.id)}>{t('parts:compare.swap')}</LocalizedLink>
        )}
      </p>
      <PartsStatus status={hydrated ? request.status : 'loading'} testId="compare-status">
        {(!hydrated || request.status === 'loading') && (
          <p className={styles.statusLine}>{t('parts:compare.loading')}</p>
        )}
        {request.status === 'failed' && <p className={styles.statusLine}>{t('parts:compare.failed')}</p>}
        {data && comparison && (
          <div className={styles.verdictSummary} data-testid="compare-summary">
            <GradeBadge grade={comparison.grade} />
            <p className={styles.statusLine}>
              {comparison.pinToPin
                ? t('parts:compare.pinToPin', { a: data.a.mpn, b: data.b.mpn })
                : t('parts:compare.otherPinout', { a: data.a.mpn, b: data.b.mpn })}{' '}
              {t('parts:substitutes.tally', { better: comparison.better, worse: comparison.worse })}
            </p>
            <DirectionMark direction={comparison.direction} />
            <NotStated category={data.a.category} comparison={comparison} />
          </div>
        )}
        {/* Visitors get no grade (the register prompt says so), which is not "another job". */}
        {data && !comparison && !data.limited && (
          <p className={styles.statusLine}>{t('parts:compare.otherJob', { a: data.a.mpn, b: data.b.mpn })}</p>
        )}
      </PartsStatus>
      {request.status === 'failed' && (
        <LoadFailed
          message={t('parts:compare.failedHint')}
          retryLabel={t('parts:search.retry')}
          onRetry={request.retry}
        />
      )}
      {request.status === 'missing' && (
        <EmptyState
          message={t('parts:compare.missing')}
          hint={t('parts:part.missingHint')}
          action={<LocalizedLink to={SEARCH_ROUTE}>{t('parts:part.backToSearch')}</LocalizedLink>}
        />
      )}
      {data && (
        <>
          <CompareTable a={data.a} b={data.b} comparison={comparison} />
          {!data.limited && <ComparePins a={data.a.id} b={data.b.id} />}
          {comparison && <GradeLegend id={legendId} level={2} />}
          {data.limited && <PartsRegisterPrompt text={t('parts:prompt.compare')} />}
        </>
      )}
    </PageFrame>
  );
}
