import React, { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { LinkFilter } from '../../components/link-filter/link-filter';
import { LoadFailed } from '../listing/list-feedback';
import { Pager } from '../../components/pager/pager';
// After list-feedback and the pager: the news list reaches their stylesheets before the notice box's.
import { PartsRegisterPrompt } from './parts-register-prompt';
import { GRADES, type PartSummary } from './api/part-schemas';
import { SUBSTITUTES_PAGE_SIZE, useGetSubstitutes, type SubstitutesAnswer } from './api/get-substitutes';
import { GradeLegend } from './grade-legend';
import { usePartText } from './labels';
import { partStateSearch, substitutesApiSearch, type SubstitutesQuery } from './part-query';
import { partRoute } from './part-page-data';
import { PartsStatus } from './parts-status';
import { SubstitutesTable } from './substitutes-table';
import { usePartsRequest } from './use-parts-request';
import { useSession } from '../session/session-store';
import * as styles from './parts.module.css';

const MAX_PAGE = 50;
/** Grade filters offered: every grade alone, and the pin-to-pin ones together. */
const PIN_TO_PIN = 'ABC';

function useSummary() {
  const { t } = useTranslation();
  const text = usePartText();
  return (data: SubstitutesAnswer) => {
    const total =
      data.total === 1
        ? t('parts:substitutes.countOne')
        : t('parts:substitutes.count', { total: text.number(data.total) });
    const counts = GRADES.filter((grade) => data.counts[grade] > 0)
      .map((grade) => t('parts:substitutes.gradeCount', { grade, number: text.number(data.counts[grade]) }))
      .join(t('parts:substitutes.countSeparator'));
    return counts ? `${total} ${t('parts:substitutes.byGrade', { counts })}` : total;
  };
}

/** The substitutes of one part: filters, live count, grade legend, the graded table and pages. */
export function SubstitutesSection({ query, original }: { query: SubstitutesQuery; original: PartSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const legendId = useId();
  const summary = useSummary();
  const getSubstitutes = useGetSubstitutes();
  const request = usePartsRequest(`${query.id}${substitutesApiSearch(query, SUBSTITUTES_PAGE_SIZE)}`, () =>
    getSubstitutes(query),
  );
  const data = request.status === 'ready' ? request.data : null;
  const pageCount = data && !data.limited ? Math.min(Math.ceil(data.total / data.pageSize), MAX_PAGE) : 1;
  // A visitor's preview is the same whatever the filters (the API ignores them): no filters shown.
  const { loggedIn } = useSession();
  const filters = loggedIn && !data?.limited;
  const filtered = Boolean(query.grade || query.origin) && !data?.limited;
  const stateSearch = (change: Partial<SubstitutesQuery>) =>
    partStateSearch({ ...query, ...change, page: 1 });
  const route = partRoute(query.id);
  const section = useRef<HTMLElement>(null);
  const ready = data !== null;
  // Links from the search results end in #substitutes; the section exists only once loaded.
  useEffect(() => {
    if (ready && window.location.hash === '#substitutes') section.current?.scrollIntoView?.();
  }, [ready]);

  return (
    <section id="substitutes" ref={section} aria-labelledby={headingId} className={styles.substitutesSection}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('parts:substitutes.titleFor', { mpn: original.mpn })}
      </h2>
      {filters && (
        <div className={styles.filterBar}>
          <LinkFilter
            title={t('parts:substitutes.gradeFilter')}
            route={route}
            kind="group"
            options={[
              {
                key: 'all',
                label: t('parts:substitutes.allGrades'),
                search: stateSearch({ grade: undefined }),
                current: !query.grade,
              },
              {
                key: PIN_TO_PIN,
                label: t('parts:substitutes.pinToPinOnly'),
                search: stateSearch({ grade: PIN_TO_PIN }),
                current: query.grade === PIN_TO_PIN,
              },
              ...GRADES.map((grade) => ({
                key: grade,
                label: t('parts:substitutes.gradeOnly', { grade }),
                search: stateSearch({ grade }),
                current: query.grade === grade,
              })),
            ]}
          />
          <LinkFilter
            title={t('parts:substitutes.originFilter')}
            route={route}
            kind="group"
            options={[
              {
                key: 'all',
                label: t('parts:search.originAll'),
                search: stateSearch({ origin: undefined }),
                current: !query.origin,
              },
              {
                key: 'CN',
                label: t('parts:search.origin.CN'),
                search: stateSearch({ origin: 'CN' }),
                current: query.origin === 'CN',
              },
              {
                key: 'intl',
                label: t('parts:search.origin.intl'),
                search: stateSearch({ origin: 'intl' }),
                current: query.origin === 'intl',
              },
            ]}
          />
        </div>
      )}
      <PartsStatus status={request.status} testId="substitutes-status">
        {request.status === 'loading' && (
          <p className={styles.statusLine}>{t('parts:substitutes.loading')}</p>
        )}
        {request.status === 'failed' && <p className={styles.statusLine}>{t('parts:substitutes.failed')}</p>}
        {request.status === 'missing' && <p className={styles.statusLine}>{t('parts:part.missing')}</p>}
        {data && (
          <p className={styles.statusLine}>
            {data.total === 0
              ? filtered
                ? t('parts:substitutes.noneFiltered')
                : t('parts:substitutes.none')
              : summary(data)}
            {data.limited &&
              data.items.length < data.total &&
              ` ${t('parts:search.previewCount', { shown: data.items.length })}`}
          </p>
        )}
      </PartsStatus>
      {request.status === 'failed' && (
        <LoadFailed
          message={t('parts:substitutes.failedHint')}
          retryLabel={t('parts:search.retry')}
          onRetry={request.retry}
        />
      )}
      <GradeLegend id={legendId} />
      {data && data.items.length > 0 && (
        <>
          <SubstitutesTable original={data.part} items={data.items} legendId={legendId} />
          <Pager
            label={t('parts:substitutes.pagerLabel')}
            route={route}
            page={data.page}
            pageCount={pageCount}
            searchFor={(page) => partStateSearch({ ...query, page })}
            className={styles.pager}
          />
        </>
      )}
      {data?.limited && <PartsRegisterPrompt text={t('parts:prompt.substitutes')} />}
    </section>
  );
}
