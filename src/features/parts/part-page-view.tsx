import React from 'react';
import type { TFunction } from '../../i18n/translator';
import { formatDate, isoDate } from '../../i18n/format-date';
import type { Grade } from '@site/contracts';
import { DIRECTION_KEYS, DIRECTION_MARKS, GRADE_MEANING_KEYS, GRADE_NAME_KEYS, partTextFor } from './labels';
import {
  compareRoute,
  partRoute,
  pathIn,
  type ComparePageData,
  type PageBase,
  type PartPageData,
  type PublicPart,
  type PublicSubstitute,
} from './part-page-data';

/*
 * The part and comparison pages as the site server renders them and the browser first
 * hydrates them (decision 095): plain props (the page's data, the translator, where links
 * point), global class names (part-page.css), plain links (every part page is a server
 * page), fixed ids. No context, no stylesheet module: the site server renders these with
 * react-dom/server outside Gatsby's build.
 */

interface ViewProps {
  t: TFunction;
  base: PageBase;
}

/** Datasheet addresses come from imported data: only web links are followed. */
const GRADES: Grade[] = ['A', 'B', 'C', 'D'];

const httpUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function Facts({ part, t, base }: ViewProps & { part: PublicPart }) {
  const text = partTextFor(t, base.locale);
  const datasheet = httpUrl(part.datasheetUrl);
  const rows: [string, React.ReactNode][] = [
    [t('parts:part.maker'), `${part.brand.name} (${text.origin(part.origin)})`],
    [t('parts:part.category'), text.category(part.category)],
    ...Object.entries(part.attributes).map(([key, value]): [string, string] => [text.attribute(key), value]),
    [t('parts:part.package'), t('parts:part.packagePins', { package: part.package, pins: part.pinCount })],
    [t('parts:part.lifecycle'), text.lifecycle(part.lifecycle)],
    [t('parts:part.aec'), text.aec(part.aec)],
    ...(part.demo ? [[t('parts:part.dataSource'), t('parts:part.demo')] as [string, string]] : []),
    [
      t('parts:part.updatedAt'),
      <time key="updated" dateTime={isoDate(part.updatedAt)}>
        {formatDate(part.updatedAt, base.locale)}
      </time>,
    ],
  ];
  return (
    <>
      <dl className="part-page__facts">
        {rows.map(([name, value], index) => (
          <div key={index} className="part-page__fact">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {datasheet && (
        <a href={datasheet} target="_blank" rel="noopener noreferrer" className="part-page__external">
          {t('parts:part.datasheet')}
          <span className="visually-hidden">{t('parts:part.opensExternal')}</span>
        </a>
      )}
    </>
  );
}

function Params({ part, t, base, id }: ViewProps & { part: PublicPart; id: string }) {
  const text = partTextFor(t, base.locale);
  const cell = (value: number | undefined) =>
    value === undefined ? (
      <td>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('parts:value.none')}</span>
      </td>
    ) : (
      <td className="part-page__number">{text.number(value)}</td>
    );
  return (
    <section aria-labelledby={id} className="part-page__panel">
      <h2 id={id} className="part-page__section-title">
        {t('parts:part.paramsTitle')}
      </h2>
      {part.params.length === 0 ? (
        <p>{t('parts:part.noParams')}</p>
      ) : (
        <div className="part-page__scroll">
          <table className="part-page__table" data-testid="params-table">
            <caption className="visually-hidden">{t('parts:part.paramsCaption', { mpn: part.mpn })}</caption>
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
                  {cell(param.min)}
                  {cell(param.typ)}
                  {cell(param.max)}
                  <td>{text.unit(param.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What the visitor preview leaves out, with the ways in. */
export function RegisterPrompt({ t, base, text }: ViewProps & { text: string }) {
  return (
    <aside className="part-page__prompt" data-testid="parts-register-prompt">
      <p className="part-page__prompt-title">{t('parts:prompt.title')}</p>
      <p>{text}</p>
      <p className="part-page__actions">
        <a className="link-button link-button-primary" href={pathIn(base, '/register')}>
          {t('parts:prompt.register')}
        </a>
        <a className="link-button link-button-secondary" href={pathIn(base, '/login')}>
          {t('parts:prompt.login')}
        </a>
      </p>
    </aside>
  );
}

function GradeMark({ grade, t }: { grade: Grade; t: TFunction }) {
  return (
    <span className={`part-page__grade part-page__grade--${grade}`} title={t(GRADE_MEANING_KEYS[grade])}>
      <span aria-hidden="true">{grade}</span>
      <span className="visually-hidden">{t(GRADE_NAME_KEYS[grade])}</span>
    </span>
  );
}

function SubstituteItem({
  item,
  original,
  t,
  base,
}: ViewProps & { item: PublicSubstitute; original: string }) {
  return (
    <li className="part-page__substitute">
      <GradeMark grade={item.grade} t={t} />
      <a href={pathIn(base, partRoute(item.part.id))} className="part-page__mpn">
        {item.part.mpn}
      </a>
      <span className="part-page__muted">{item.part.brand.name}</span>
      <span>
        <span aria-hidden="true">{DIRECTION_MARKS[item.direction]} </span>
        {t(DIRECTION_KEYS[item.direction])}
      </span>
      {!item.pinToPin && <span className="part-page__muted">{t('parts:substitutes.otherPinout')}</span>}
      <a href={pathIn(base, compareRoute(original, item.part.id))}>
        {t('parts:substitutes.compare')}
        <span className="visually-hidden"> {t('parts:compare.titleFor', { a: '', b: item.part.mpn })}</span>
      </a>
    </li>
  );
}

/** The public substitute summary: counts per grade and the preview's first entries. */
function SubstituteSummary({ data, t, base }: ViewProps & { data: PartPageData }) {
  const total = GRADES.reduce((sum, grade) => sum + data.counts[grade], 0);
  return (
    <section
      aria-labelledby="part-page-substitutes"
      className="part-page__panel"
      data-testid="substitute-summary"
    >
      <h2 id="part-page-substitutes" className="part-page__section-title">
        {t('parts:substitutes.titleFor', { mpn: data.part.mpn })}
      </h2>
      {total === 0 ? (
        <p>{t('parts:substitutes.none')}</p>
      ) : (
        <>
          <p>
            {total === 1 ? t('parts:substitutes.countOne') : t('parts:substitutes.count', { total })}{' '}
            {t('parts:substitutes.byGrade', {
              counts: GRADES.filter((grade) => data.counts[grade] > 0)
                .map((grade) => t('parts:substitutes.gradeCount', { grade, number: data.counts[grade] }))
                .join(t('parts:substitutes.countSeparator')),
            })}
          </p>
          <ol className="part-page__substitutes">
            {data.preview.map((item) => (
              <SubstituteItem key={item.part.id} item={item} original={data.part.id} t={t} base={base} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Frame({
  title,
  intro,
  t,
  base,
  children,
}: ViewProps & { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="part-page">
      <header className="part-page__header">
        <h1 className="part-page__title">{title}</h1>
        {intro && <p className="part-page__intro">{intro}</p>}
      </header>
      <p className="part-page__back">
        <a href={pathIn(base, '/rep/search')}>{t('parts:part.backToSearch')}</a>
      </p>
      {children}
    </div>
  );
}

export interface PartPageViewProps extends ViewProps {
  data: PartPageData;
  /** The members' full view, filled in after hydration (nothing on the server). */
  members?: React.ReactNode;
}

/** A part's page: facts, key parameters, the substitute summary and the register prompt. */
export function PartPageView({ data, t, base, members }: PartPageViewProps) {
  const { part } = data;
  return (
    <Frame title={part.mpn} intro={part.description || undefined} t={t} base={base}>
      <div className={`part-page__layout part-page__layout--${base.device}`}>
        <section aria-label={t('parts:part.factsTitle')} className="part-page__panel">
          <Facts part={part} t={t} base={base} />
        </section>
        <Params part={part} t={t} base={base} id="part-page-params" />
      </div>
      {members ?? (
        <>
          <SubstituteSummary data={data} t={t} base={base} />
          <RegisterPrompt t={t} base={base} text={t('parts:prompt.substitutes')} />
        </>
      )}
    </Frame>
  );
}

export interface ComparePageViewProps extends ViewProps {
  data: ComparePageData;
  members?: React.ReactNode;
}

/** Two parts side by side: their facts and parameters, and the public verdict on the pair. */
export function ComparePageView({ data, t, base, members }: ComparePageViewProps) {
  const { a, b, comparison } = data;
  const summary = !comparison
    ? t('parts:compare.otherJob', { a: a.mpn, b: b.mpn })
    : comparison.pinToPin
      ? t('parts:compare.pinToPin', { a: a.mpn, b: b.mpn })
      : t('parts:compare.otherPinout', { a: a.mpn, b: b.mpn });
  return (
    <Frame title={t('parts:compare.titleFor', { a: a.mpn, b: b.mpn })} t={t} base={base}>
      <section aria-labelledby="part-page-verdict" className="part-page__panel" data-testid="compare-summary">
        <h2 id="part-page-verdict" className="part-page__section-title">
          {t('parts:compare.verdictFor', { mpn: b.mpn })}
        </h2>
        <p>{summary}</p>
        {comparison && (
          <p className="part-page__verdict">
            <GradeMark grade={comparison.grade} t={t} />
            <span>
              <span aria-hidden="true">{DIRECTION_MARKS[comparison.direction]} </span>
              {t(DIRECTION_KEYS[comparison.direction])}
            </span>
            <span>
              {t('parts:substitutes.tally', { better: comparison.better, worse: comparison.worse })}
            </span>
          </p>
        )}
      </section>
      <div className={`part-page__layout part-page__layout--${base.device}`}>
        {[a, b].map((part, index) => (
          <section key={part.id} aria-labelledby={`part-page-side-${index}`} className="part-page__panel">
            <h2 id={`part-page-side-${index}`} className="part-page__section-title">
              <a href={pathIn(base, partRoute(part.id))}>{part.mpn}</a>
            </h2>
            <Facts part={part} t={t} base={base} />
          </section>
        ))}
      </div>
      {members ?? <RegisterPrompt t={t} base={base} text={t('parts:prompt.compare')} />}
    </Frame>
  );
}
