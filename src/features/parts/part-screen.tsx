import React, { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { PageFrame } from '../../components/page-frame';
import { BadgeRow } from '../../components/badge/badge';
import { useLocale } from '../../i18n/locale-context';
import { useGetPart } from './api/get-part';
import { AecBadge, DemoBadge, LifecycleBadge } from './part-badges';
import { DatasheetLink, ParamsTable, PartFacts, PinsTable } from './part-facts';
import { KicadAttribution } from './pin-table';
import { SEARCH_ROUTE, parsePartQuery } from './part-query';
import { PartsStatus } from './parts-status';
import { SubstitutesSection } from './substitutes-section';
// After the parts' own modules, so that every page reaches the stylesheets in one order
// (src/components/stylesheet-order.test.ts).
import { EmptyState, LoadFailed } from '../listing/list-feedback';
import { useHydrated } from '../../lib/use-hydrated';
import { usePartsRequest } from './use-parts-request';
import * as styles from './parts.module.css';

function BackToSearch() {
  const { t } = useTranslation();
  return (
    <p className={styles.back}>
      <LocalizedLink to={SEARCH_ROUTE}>{t('parts:part.backToSearch')}</LocalizedLink>
    </p>
  );
}

/**
 * One part (`/rep/part?id=…`): its facts, key parameters, pins and graded substitutes.
 * The page is static; the part comes from the API once the page runs (decision 032).
 */
export function PartScreen({ search }: { search: string }) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const hydrated = useHydrated();
  const paramsId = useId();
  const pinsId = useId();
  const query = useMemo(() => (hydrated ? parsePartQuery(search) : null), [hydrated, search]);
  const getPart = useGetPart();
  const id = query?.id ?? '';
  const request = usePartsRequest(query ? id : null, () => getPart(id));
  const data = request.status === 'ready' ? request.data : null;
  const part = data?.part ?? null;

  if (hydrated && !query) {
    return (
      <PageFrame title={t('parts:part.title')}>
        <EmptyState
          message={t('parts:part.noId')}
          hint={t('parts:part.noIdHint')}
          action={<LocalizedLink to={SEARCH_ROUTE}>{t('parts:part.backToSearch')}</LocalizedLink>}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={part ? part.mpn : t('parts:part.title')} intro={part?.description || undefined}>
      <BackToSearch />
      <PartsStatus status={hydrated ? request.status : 'loading'} testId="part-status">
        {(!hydrated || request.status === 'loading') && (
          <p className={styles.statusLine}>{t('parts:part.loading')}</p>
        )}
        {request.status === 'failed' && <p className={styles.statusLine}>{t('parts:part.failed')}</p>}
        {part && <p className="visually-hidden">{t('parts:part.loaded', { mpn: part.mpn })}</p>}
      </PartsStatus>
      {request.status === 'failed' && (
        <LoadFailed
          message={t('parts:part.failedHint')}
          retryLabel={t('parts:search.retry')}
          onRetry={request.retry}
        />
      )}
      {request.status === 'missing' && (
        <EmptyState
          message={t('parts:part.missing')}
          hint={t('parts:part.missingHint')}
          action={<LocalizedLink to={SEARCH_ROUTE}>{t('parts:part.backToSearch')}</LocalizedLink>}
        />
      )}
      {part && (
        <div className={`${styles.partLayout} ${styles[device]}`}>
          <section aria-label={t('parts:part.factsTitle')} className={styles.panel}>
            <BadgeRow>
              <LifecycleBadge lifecycle={part.lifecycle} />
              <DemoBadge demo={part.demo} />
              <AecBadge aec={part.aec} />
            </BadgeRow>
            <PartFacts part={part} />
            <DatasheetLink url={part.datasheetUrl} />
          </section>
          <section aria-labelledby={paramsId} className={styles.panel}>
            <h2 id={paramsId} className={styles.sectionTitle}>
              {t('parts:part.paramsTitle')}
            </h2>
            <ParamsTable part={part} />
          </section>
          <section aria-labelledby={pinsId} className={`${styles.panel} ${styles.wide}`}>
            <h2 id={pinsId} className={styles.sectionTitle}>
              {t('parts:part.pinsTitle')}
            </h2>
            {part.pins.length > 0 ? (
              <>
                <PinsTable mpn={part.mpn} pins={part.pins} />
                <KicadAttribution />
              </>
            ) : (
              <p className={styles.muted}>
                {data?.limited ? t('parts:part.pinsMembersOnly') : t('parts:part.noPins')}
              </p>
            )}
          </section>
        </div>
      )}
      {/* Asked once the part is known: an unknown id gets one answer, not two. */}
      {part && query && <SubstitutesSection query={query} original={part} />}
    </PageFrame>
  );
}
