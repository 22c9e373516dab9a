import React from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate, isoDate } from '../../i18n/format-date';
import { useLocale } from '../../i18n/locale-context';
import type { PartDetail, PartSummary, Pin } from './api/part-schemas';
import { usePartText } from './labels';
import * as styles from './parts.module.css';

/** Datasheet addresses come from imported data: only web links are followed. */
export function safeHttpUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function DatasheetLink({ url, describedBy }: { url: string | null; describedBy?: string }) {
  const { t } = useTranslation();
  const href = safeHttpUrl(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.external}
      aria-describedby={describedBy}
    >
      {t('parts:part.datasheet')}
      <span className="visually-hidden">{t('parts:part.opensExternal')}</span>
    </a>
  );
}

/** Maker, category, package, lifecycle and AEC grade of a part, as a description list. */
export function PartFacts({
  part,
}: {
  part: PartSummary & Partial<Pick<PartDetail, 'attributes' | 'updatedAt'>>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const text = usePartText();
  const attributes = Object.entries(part.attributes ?? {});
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('parts:part.maker')}</dt>
        <dd>
          {part.brand.name} <span className={styles.muted}>({text.origin(part.origin)})</span>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('parts:part.category')}</dt>
        <dd>{text.category(part.category)}</dd>
      </div>
      {attributes.map(([key, value]) => (
        <div key={key} className={styles.fact}>
          <dt>{text.attribute(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={styles.fact}>
        <dt>{t('parts:part.package')}</dt>
        <dd>{t('parts:part.packagePins', { package: part.package, pins: part.pinCount })}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('parts:part.lifecycle')}</dt>
        <dd>{text.lifecycle(part.lifecycle)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('parts:part.aec')}</dt>
        <dd>{text.aec(part.aec)}</dd>
      </div>
      {part.updatedAt && (
        <div className={styles.fact}>
          <dt>{t('parts:part.updatedAt')}</dt>
          <dd>
            <time dateTime={isoDate(part.updatedAt)}>{formatDate(part.updatedAt, locale)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

function Cell({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  const text = usePartText();
  if (value === undefined) {
    return (
      <td>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('parts:value.none')}</span>
      </td>
    );
  }
  return <td className={styles.number}>{text.number(value)}</td>;
}

/** Key parameters with min, typ and max in their units. */
export function ParamsTable({ part }: { part: PartDetail }) {
  const { t } = useTranslation();
  const text = usePartText();
  if (part.params.length === 0) return <p>{t('parts:part.noParams')}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="params-table">
        <caption className={styles.caption}>{t('parts:part.paramsCaption', { mpn: part.mpn })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('parts:compare.parameter')}</th>
            <th scope="col">{t('parts:part.min')}</th>
            <th scope="col">{t('parts:part.typ')}</th>
            <th scope="col">{t('parts:part.max')}</th>
            <th scope="col">{t('parts:part.unit')}</th>
          </tr>
        </thead>
        <tbody>
          {part.params.map((param) => (
            <tr key={param.key}>
              <th scope="row">{text.param(part.category, param.key, param.label)}</th>
              <Cell value={param.min} />
              <Cell value={param.typ} />
              <Cell value={param.max} />
              <td>{text.unit(param.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The pin table, folded: a package may have hundreds of pins. */
export function PinsTable({ mpn, pins }: { mpn: string; pins: Pin[] }) {
  const { t } = useTranslation();
  return (
    <details className={styles.pins}>
      <summary className={styles.pinsSummary}>{t('parts:part.pinsToggle', { pins: pins.length })}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="pins-table">
          <caption className={styles.caption}>{t('parts:part.pinsCaption', { mpn })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('parts:part.pinNumber')}</th>
              <th scope="col">{t('parts:part.pinName')}</th>
              <th scope="col">{t('parts:part.pinFunction')}</th>
            </tr>
          </thead>
          <tbody>
            {pins.map((pin) => (
              <tr key={pin.number}>
                <th scope="row" className={styles.number}>
                  {pin.number}
                </th>
                <td>{pin.name}</td>
                <td>{pin.function}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
