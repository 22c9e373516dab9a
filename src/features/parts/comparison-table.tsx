import React from 'react';
import { useTranslation } from '../../i18n/react';
import type { CategoryCode } from '@site/parts/vocabulary';
import type { ComparisonRow, Verdict } from './api/part-schemas';
import { usePartText } from './labels';
import { VerdictMark } from './part-badges';
import * as styles from './parts.module.css';

const ROW_CLASS: Record<Verdict, string> = {
  better: styles.rowBetter,
  worse: styles.rowWorse,
  equal: styles.rowEqual,
  unknown: styles.rowUnknown,
};

export interface ComparisonTableProps {
  caption: string;
  category: CategoryCode;
  /** Column headers: the part being replaced and the candidate. */
  originalName: string;
  candidateName: string;
  rows: ComparisonRow[];
}

/**
 * The parameter-by-parameter explanation of a grade: both values and the verdict on the
 * candidate (better, worse, equal, not given; worse ones major or minor).
 */
export function ComparisonTable({
  caption,
  category,
  originalName,
  candidateName,
  rows,
}: ComparisonTableProps) {
  const { t } = useTranslation();
  const text = usePartText();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="comparison-table">
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('parts:compare.parameter')}</th>
            <th scope="col">{originalName}</th>
            <th scope="col">{candidateName}</th>
            <th scope="col">{t('parts:compare.verdict')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={ROW_CLASS[row.verdict]} data-verdict={row.verdict}>
              <th scope="row">{text.param(category, row.key, row.label)}</th>
              <td>{text.rowValue(row.key, row.original, row.unit)}</td>
              <td>{text.rowValue(row.key, row.candidate, row.unit)}</td>
              <td>
                <VerdictMark verdict={row.verdict} severity={row.severity} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
