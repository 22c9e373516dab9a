import React, { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { BadgeRow } from '../../components/badge/badge';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import type { PartSummary } from './api/part-schemas';
import type { Substitute } from './api/get-substitutes';
import { ComparisonTable } from './comparison-table';
import { usePartText } from './labels';
import { AecBadge, DirectionMark, GradeBadge, DemoBadge, LifecycleBadge } from './part-badges';
import { compareRoute, partRoute } from './part-page-data';
import * as styles from './parts.module.css';

interface RowProps {
  original: PartSummary;
  item: Substitute;
  columns: number;
}

function SubstituteRow({ original, item, columns }: RowProps) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const text = usePartText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { part, comparison } = item;
  const maker = (
    <>
      {part.brand.name} <span className={styles.muted}>({text.origin(part.origin)})</span>
    </>
  );
  const assessment = (
    <div className={styles.assessment}>
      <DirectionMark direction={comparison.direction} />
      <span className={styles.tally}>
        {t('parts:substitutes.tally', { better: comparison.better, worse: comparison.worse })}
      </span>
      {!comparison.pinToPin && <span className={styles.muted}>{t('parts:substitutes.otherPinout')}</span>}
      <BadgeRow>
        <LifecycleBadge lifecycle={part.lifecycle} />
        <DemoBadge demo={part.demo} />
        <AecBadge aec={part.aec} />
      </BadgeRow>
    </div>
  );
  return (
    <>
      <tr data-testid="substitute-row" data-grade={comparison.grade}>
        <td className={styles.gradeCell}>
          <GradeBadge grade={comparison.grade} />
        </td>
        <th scope="row" id={`${id}-name`} className={styles.nameCell}>
          <LocalizedLink to={partRoute(part.id)} className={styles.mpn}>
            {part.mpn}
          </LocalizedLink>
          {device === 'mobile' && (
            <>
              <span className={styles.sub}>{maker}</span>
              <span className={styles.sub}>{part.package}</span>
              {assessment}
            </>
          )}
        </th>
        {device === 'pc' && (
          <>
            <td>{maker}</td>
            <td>{part.package}</td>
            <td>{assessment}</td>
          </>
        )}
        <td className={styles.actions}>
          <LocalizedLink
            to={compareRoute(original.id, part.id)}
            className={styles.action}
            aria-describedby={`${id}-name`}
          >
            {t('parts:substitutes.compare')}
          </LocalizedLink>
          {comparison.rows && (
            <button
              type="button"
              className={styles.action}
              aria-expanded={open}
              aria-controls={`${id}-explain`}
              aria-describedby={`${id}-name`}
              onClick={() => setOpen((value) => !value)}
            >
              {t('parts:substitutes.explain')}
            </button>
          )}
        </td>
      </tr>
      {comparison.rows && (
        <tr id={`${id}-explain`} hidden={!open} className={styles.explainRow}>
          <td colSpan={columns}>
            {open && (
              <ComparisonTable
                caption={t('parts:substitutes.explainCaption', {
                  candidate: part.mpn,
                  original: original.mpn,
                })}
                category={original.category}
                originalName={original.mpn}
                candidateName={part.mpn}
                rows={comparison.rows}
              />
            )}
          </td>
        </tr>
      )}
    </>
  );
}

export interface SubstitutesTableProps {
  original: PartSummary;
  items: Substitute[];
  /** Id of the grade legend that explains the letters and marks. */
  legendId: string;
}

/** Graded substitutes, best first; each row opens its parameter-by-parameter explanation. */
export function SubstitutesTable({ original, items, legendId }: SubstitutesTableProps) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const columns = device === 'pc' ? 6 : 3;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-describedby={legendId} data-testid="substitutes-table">
        <caption className={styles.caption}>{t('parts:substitutes.caption', { mpn: original.mpn })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('parts:substitutes.grade')}</th>
            <th scope="col">{t('parts:substitutes.part')}</th>
            {device === 'pc' && (
              <>
                <th scope="col">{t('parts:part.maker')}</th>
                <th scope="col">{t('parts:part.package')}</th>
                <th scope="col">{t('parts:substitutes.assessment')}</th>
              </>
            )}
            <th scope="col">{t('parts:substitutes.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <SubstituteRow key={item.part.id} original={original} item={item} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
