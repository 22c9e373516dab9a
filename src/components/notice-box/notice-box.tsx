import React, { useId } from 'react';
import { LocalizedLink } from '../localized-link';
import * as styles from './notice-box.module.css';

export interface NoticeLink {
  /** Site route, e.g. '/register'. */
  to: string;
  /** Query string, including '?' (a login link's return target). */
  search?: string;
  label: string;
}

export interface NoticeActionsProps {
  primary: NoticeLink;
  secondary?: NoticeLink;
  /** Names the links as a navigation landmark; without it they are a plain group. */
  label?: string;
}

/** The way on from a notice: a primary and an optional secondary link, shaped as buttons. */
export function NoticeActions({ primary, secondary, label }: NoticeActionsProps) {
  const links = (
    <>
      <LocalizedLink
        to={primary.to}
        search={primary.search}
        className={`link-button link-button-primary ${styles.primary}`}
      >
        {primary.label}
      </LocalizedLink>
      {secondary && (
        <LocalizedLink
          to={secondary.to}
          search={secondary.search}
          className={`link-button link-button-secondary ${styles.secondary}`}
        >
          {secondary.label}
        </LocalizedLink>
      )}
    </>
  );
  return label ? (
    <nav className={styles.actions} aria-label={label}>
      {links}
    </nav>
  ) : (
    <div className={styles.actions}>{links}</div>
  );
}

export interface NoticeBoxProps extends Omit<NoticeActionsProps, 'label'> {
  title: string;
  text: string;
  /** `aside` beside a list, `section` where the notice stands for content. */
  as?: 'section' | 'aside';
  /** Smaller type and spacing, for a side menu. */
  compact?: boolean;
  testId?: string;
}

/** A bordered notice named by its title, with a line of text and its actions (register, log in). */
export function NoticeBox({
  title,
  text,
  primary,
  secondary,
  as: Container = 'section',
  compact = false,
  testId,
}: NoticeBoxProps) {
  const titleId = useId();
  return (
    <Container
      className={compact ? `${styles.box} ${styles.compact}` : styles.box}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <NoticeActions primary={primary} secondary={secondary} />
    </Container>
  );
}
