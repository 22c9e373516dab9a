import React, { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Maker } from './api/get-makers';
import { usePartText } from './labels';
import * as styles from './search.module.css';

/** Options shown at once; typing narrows the list further. */
const MAX_OPTIONS = 50;

export interface MakerComboboxProps {
  id: string;
  label: string;
  /** The chosen maker's code, or what was typed when it names no maker. */
  value: string;
  onChange: (value: string) => void;
  makers: Maker[];
  invalid: boolean;
  describedBy: string;
}

function fold(text: string): string {
  return text.trim().toLowerCase();
}

/** The maker a text names exactly (its name or its code), if any. */
export function makerNamed(makers: Maker[], text: string): Maker | undefined {
  const wanted = fold(text);
  if (!wanted) return undefined;
  return makers.find((maker) => fold(maker.name) === wanted || fold(maker.code) === wanted);
}

/** The name of the maker with a code, or the code itself when the list has no such maker. */
function nameOfCode(makers: Maker[], code: string): string {
  return makers.find((maker) => maker.code === code)?.name ?? code;
}

/**
 * The maker filter: a text box that narrows the makers list as the reader types (WAI-ARIA
 * combobox with a list box). Arrow keys move through the options, Enter chooses, Escape
 * closes; the chosen maker's name stays in the box and its code goes into the search.
 */
export function MakerCombobox({
  id,
  label,
  value,
  onChange,
  makers,
  invalid,
  describedBy,
}: MakerComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(() => nameOfCode(makers, value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A new value from outside (the URL, the list arriving) shows the maker's name.
  useEffect(() => {
    setText((current) => (makerNamed(makers, current)?.code === value ? current : nameOfCode(makers, value)));
  }, [value, makers]);

  const options = useMemo(() => {
    const wanted = fold(text);
    const chosen = makerNamed(makers, text);
    // Once a maker is chosen, opening the list again shows all of them.
    const matching =
      wanted && !chosen
        ? makers.filter((maker) => fold(maker.name).includes(wanted) || fold(maker.code).includes(wanted))
        : makers;
    return matching.slice(0, MAX_OPTIONS);
  }, [makers, text]);

  const partText = usePartText();
  const choose = (maker: Maker) => {
    setText(maker.name);
    onChange(maker.code);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      // Choosing an option must not submit the search form.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <>
      <input
        id={id}
        type="text"
        role="combobox"
        className={styles.input}
        value={text}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={80}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setOpen(true);
          setActive(-1);
          onChange(makerNamed(makers, next)?.code ?? next);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={label} className={styles.makerList} hidden={!open}>
        {/* Rendered while open only: the makers list arrives after the page has loaded. */}
        {open &&
          options.map((maker, index) => (
            <li
              key={maker.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={
                index === active ? `${styles.makerOption} ${styles.makerActive}` : styles.makerOption
              }
              // Chosen on mouse down, before the box loses focus and closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(maker);
              }}
            >
              <span>{maker.name}</span>
              <span className={styles.makerOrigin}>{partText.origin(maker.origin)}</span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open
          ? options.length > 0
            ? t('parts:search.makerCount', { number: options.length })
            : t('parts:search.makerNone')
          : ''}
      </p>
    </>
  );
}
