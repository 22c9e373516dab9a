import React from 'react';
import { useTranslation } from '../../i18n/react';
import { GRADES, type Direction } from './api/part-schemas';
import { DIRECTION_KEYS, DIRECTION_MARKS, GRADE_MEANING_KEYS } from './labels';
import { GradeBadge } from './part-badges';
import * as styles from './parts.module.css';

const DIRECTIONS: Direction[] = ['upgrade', 'downgrade', 'mixed', 'equivalent'];
const DIRECTION_MEANING_KEYS = {
  upgrade: 'parts:direction.meaning.upgrade',
  downgrade: 'parts:direction.meaning.downgrade',
  mixed: 'parts:direction.meaning.mixed',
  equivalent: 'parts:direction.meaning.equivalent',
} as const satisfies Record<Direction, string>;

/**
 * What the grades and the direction marks mean. Tables that use them point here with
 * aria-describedby, so the meaning is one step away for screen-reader users too. `level`
 * fits the heading into the page's outline.
 */
export function GradeLegend({ id, level = 3 }: { id: string; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} className={styles.legend} aria-labelledby={`${id}-title`} data-testid="grade-legend">
      <Heading id={`${id}-title`} className={styles.legendTitle}>
        {t('parts:grade.legendTitle')}
      </Heading>
      <dl className={styles.legendList}>
        {GRADES.map((grade) => (
          <div key={grade} className={styles.legendItem}>
            <dt>
              <GradeBadge grade={grade} />
            </dt>
            <dd>{t(GRADE_MEANING_KEYS[grade])}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.legendList}>
        {DIRECTIONS.map((direction) => (
          <div key={direction} className={styles.legendItem}>
            <dt className={`${styles.mark} ${styles[direction]}`}>
              <span aria-hidden="true" className={styles.symbol}>
                {DIRECTION_MARKS[direction]}
              </span>
              {t(DIRECTION_KEYS[direction])}
            </dt>
            <dd>{t(DIRECTION_MEANING_KEYS[direction])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
