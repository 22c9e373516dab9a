import React, { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { BadgeRow } from '../../components/badge/badge';
import { LocalizedLink } from '../../components/localized-link';
import type { PartSummary } from './api/part-schemas';
import { usePartText } from './labels';
import { AecBadge, DemoBadge, LifecycleBadge } from './part-badges';
import { DatasheetLink } from './part-facts';
import { partRoute } from './part-page-data';
import * as styles from './search.module.css';

function ResultCard({ part }: { part: PartSummary }) {
  const { t } = useTranslation();
  const text = usePartText();
  const headingId = useId();
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId} data-testid="part-result">
        <h3 id={headingId} className={styles.cardTitle}>
          <LocalizedLink to={partRoute(part.id)}>{part.mpn}</LocalizedLink>
        </h3>
        <p className={styles.maker}>
          {part.brand.name} <span className={styles.muted}>({text.origin(part.origin)})</span>
        </p>
        <BadgeRow>
          <LifecycleBadge lifecycle={part.lifecycle} />
          <DemoBadge demo={part.demo} />
          <AecBadge aec={part.aec} />
        </BadgeRow>
        <dl className={styles.cardFacts}>
          <div>
            <dt>{t('parts:part.category')}</dt>
            <dd>{text.category(part.category)}</dd>
          </div>
          <div>
            <dt>{t('parts:part.package')}</dt>
            <dd>{t('parts:part.packagePins', { package: part.package, pins: part.pinCount })}</dd>
          </div>
        </dl>
        {part.description && <p className={styles.description}>{part.description}</p>}
        <p className={styles.cardLinks}>
          <LocalizedLink to={partRoute(part.id)} search="#substitutes" aria-describedby={headingId}>
            {t('parts:search.findSubstitutes')}
          </LocalizedLink>
          <DatasheetLink url={part.datasheetUrl} describedBy={headingId} />
        </p>
      </article>
    </li>
  );
}

/** The parts of one result page. */
export function SearchResults({ items }: { items: PartSummary[] }) {
  return (
    <ul className={styles.results} data-testid="part-results">
      {items.map((part) => (
        <ResultCard key={part.id} part={part} />
      ))}
    </ul>
  );
}
