import React, { useId } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../locale/locale-context';
import * as styles from './filter-group.module.css';

export interface FilterOption {
  key: string;
  label: string;
  /** Query string of the list state this option opens. */
  search: string;
  current: boolean;
}

export interface FilterGroupProps {
  title: string;
  options: FilterOption[];
  /** Letters and short labels sit in a grid; others in a list. */
  compact?: boolean;
}

/** One titled group of filter links; the active one carries aria-current. */
export function FilterGroup({ title, options, compact = false }: FilterGroupProps) {
  const { route } = useLocale();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={compact ? styles.grid : styles.list}>
        {options.map((option) => (
          <li key={option.key}>
            <LocalizedLink
              to={route}
              search={option.search}
              className={option.current ? styles.current : styles.option}
              aria-current={option.current ? 'true' : undefined}
            >
              {option.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
