import React from 'react';
import { useTranslation } from '../../i18n/react';
import { Badge } from '../../components/badge/badge';
import type { AecGrade, Lifecycle } from '@site/parts/vocabulary';
import type { Direction, Grade, Verdict } from './api/part-schemas';
import {
  AEC_KEYS,
  DIRECTION_KEYS,
  DIRECTION_MARKS,
  GRADE_MEANING_KEYS,
  GRADE_NAME_KEYS,
  LIFECYCLE_KEYS,
  VERDICT_KEYS,
  VERDICT_MARKS,
} from './labels';
import * as styles from './parts.module.css';

/** The letter in a coloured square; its full name (and meaning, on hover) for everyone else. */
export function GradeBadge({ grade }: { grade: Grade }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.grade} ${styles[`grade${grade}`]}`}
      title={t(GRADE_MEANING_KEYS[grade])}
      data-grade={grade}
    >
      <span aria-hidden="true">{grade}</span>
      <span className="visually-hidden">{t(GRADE_NAME_KEYS[grade])}</span>
    </span>
  );
}

export function DirectionMark({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.mark} ${styles[direction]}`} data-direction={direction}>
      <span aria-hidden="true" className={styles.symbol}>
        {DIRECTION_MARKS[direction]}
      </span>
      {t(DIRECTION_KEYS[direction])}
    </span>
  );
}

export function VerdictMark({ verdict, severity }: { verdict: Verdict; severity: 'minor' | 'major' | null }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.mark} ${styles[verdict]}`} data-verdict={verdict}>
      <span aria-hidden="true" className={styles.symbol}>
        {VERDICT_MARKS[verdict]}
      </span>
      {t(VERDICT_KEYS[verdict])}
      {severity === 'major' && <span className={styles.severity}>{t('parts:verdict.major')}</span>}
      {severity === 'minor' && <span className={styles.severity}>{t('parts:verdict.minor')}</span>}
    </span>
  );
}

/** Shown only when it tells something: an active part needs no badge. */
export function LifecycleBadge({ lifecycle }: { lifecycle: Lifecycle }) {
  const { t } = useTranslation();
  if (lifecycle === 'active') return null;
  return (
    <Badge tone={lifecycle === 'eol' || lifecycle === 'obsolete' ? 'danger' : 'warning'}>
      {t(LIFECYCLE_KEYS[lifecycle])}
    </Badge>
  );
}

/** Generated demo records are told apart from real parts wherever a part is shown. */
export function DemoBadge({ demo }: { demo: boolean }) {
  const { t } = useTranslation();
  if (!demo) return null;
  return <Badge tone="neutral">{t('parts:part.demo')}</Badge>;
}

export function AecBadge({ aec }: { aec: AecGrade | null }) {
  const { t } = useTranslation();
  if (!aec) return null;
  return <Badge tone="automotive">{t(AEC_KEYS[aec])}</Badge>;
}
