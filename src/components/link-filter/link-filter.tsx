import React, { useId } from 'react';
import { StaticMarkup } from '../static-markup';
import { LocalizedLink } from '../localized-link';
import * as styles from './link-filter.module.css';

export interface LinkFilterOption {
  key: string;
  label: string;
  /** Query string of the state this option opens. */
  search: string;
  current: boolean;
}

export interface LinkFilterProps {
  title: string;
  /** Route the options link to, each with its own query. */
  route: string;
  options: LinkFilterOption[];
  /**
   * `region`: a side-menu section with its own heading (h2); `group`: a set of choices under
   * a heading of the section around it (h3).
   */
  kind: 'region' | 'group';
  /** Letters and short labels sit in a grid; others in a wrapping row. */
  compact?: boolean;
  /**
   * The options are the ones the build rendered (a list as built): their links keep the
   * server's markup on the first load (`StaticMarkup`). Default false.
   */
  sameAsServer?: boolean;
}

/** A titled set of filter links; the chosen one carries aria-current. Nothing when there is no option. */
export function LinkFilter({
  title,
  route,
  options,
  kind,
  compact = false,
  sameAsServer = false,
}: LinkFilterProps) {
  const id = useId();
  if (options.length === 0) return null;
  const list = (
    <StaticMarkup as="ul" className={compact ? styles.grid : styles.list} sameAsServer={sameAsServer}>
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
    </StaticMarkup>
  );
  return kind === 'region' ? (
    <section className={styles.filter} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {list}
    </section>
  ) : (
    <div className={styles.filter} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {list}
    </div>
  );
}
