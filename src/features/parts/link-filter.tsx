import React, { useId } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import * as styles from './parts.module.css';

export interface LinkFilterOption {
  key: string;
  label: string;
  /** Query string of the state this option opens. */
  search: string;
  current: boolean;
}

/** A titled row of filter links; the chosen one carries aria-current. */
export function LinkFilter({
  title,
  route,
  options,
}: {
  title: string;
  route: string;
  options: LinkFilterOption[];
}) {
  const id = useId();
  return (
    <div className={styles.linkFilter} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.linkFilterTitle}>
        {title}
      </h3>
      <ul className={styles.linkFilterList}>
        {options.map((option) => (
          <li key={option.key}>
            <LocalizedLink
              to={route}
              search={option.search}
              className={option.current ? styles.optionCurrent : styles.option}
              aria-current={option.current ? 'true' : undefined}
            >
              {option.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
