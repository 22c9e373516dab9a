import React from 'react';
import { comparePins, type PinMatch } from '@site/parts/pins';
import { useTranslation } from '../../i18n/react';
import type { TranslationKey } from '../../i18n/translator';
import { useLocale } from '../../i18n/locale-context';
import type { PartDetail } from './api/part-schemas';
import * as styles from './parts.module.css';

/** Symbol and colour class of each pin match: a symbol beside a word, never colour alone. */
const MATCH_MARK: Record<PinMatch, { symbol: string; tone: string; label: TranslationKey }> = {
  same: { symbol: '=', tone: styles.equal, label: 'parts:pins.same' },
  renamed: { symbol: '≈', tone: styles.better, label: 'parts:pins.renamed' },
  optional: { symbol: '○', tone: styles.unknown, label: 'parts:pins.optional' },
  different: { symbol: '≠', tone: styles.different, label: 'parts:pins.different' },
  missing: { symbol: '–', tone: styles.different, label: 'parts:pins.missing' },
};

function MatchMark({ match, original }: { match: PinMatch; original: string }) {
  const { t } = useTranslation();
  const mark = MATCH_MARK[match];
  return (
    <span className={`${styles.mark} ${mark.tone}`} data-match={match}>
      <span aria-hidden="true" className={styles.symbol}>
        {mark.symbol}
      </span>
      {t(mark.label, { a: original })}
    </span>
  );
}

const LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';

/** Attribution the KiCad libraries' licence asks for wherever their pins are shown. */
export function KicadAttribution() {
  const { t } = useTranslation();
  return (
    <p className={styles.muted} data-testid="kicad-attribution">
      {t('parts:pins.attribution', { licence: 'CC-BY-SA 4.0' })}{' '}
      <a href={LICENCE_URL} target="_blank" rel="noopener noreferrer" className={styles.external}>
        {LICENCE_URL}
        <span className="visually-hidden">{t('parts:part.opensExternal')}</span>
      </a>
    </p>
  );
}

/**
 * Both parts' pins side by side by pin number (members: the API sends pins to members
 * only), each row marked same function, other name with the same function, not connected
 * on the original (an optional pin of the candidate), or different.
 */
export function PinTable({ a, b }: { a: PartDetail; b: PartDetail }) {
  const { t } = useTranslation();
  const { device } = useLocale();
  const { rows } = comparePins(a, b);
  const name = (pin: { name: string } | null) => pin?.name ?? t('parts:pins.none');
  return (
    <section aria-labelledby="pin-table-title">
      <h2 id="pin-table-title">{t('parts:pins.title')}</h2>
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="pin-table">
          <caption className={styles.caption}>{t('parts:pins.caption', { a: a.mpn, b: b.mpn })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('parts:pins.pin')}</th>
              <th scope="col">{a.mpn}</th>
              <th scope="col">{b.mpn}</th>
              {device === 'pc' && <th scope="col">{t('parts:pins.match')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.number}
                data-match={row.match}
                className={row.match === 'different' || row.match === 'missing' ? styles.differs : undefined}
              >
                <th scope="row">{row.number}</th>
                <td>{name(row.original)}</td>
                <td>
                  {name(row.candidate)}
                  {device === 'mobile' && (
                    <span className={styles.sub}>
                      <MatchMark match={row.match} original={a.mpn} />
                    </span>
                  )}
                </td>
                {device === 'pc' && (
                  <td>
                    <MatchMark match={row.match} original={a.mpn} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KicadAttribution />
    </section>
  );
}
