import React from 'react';
import { useTranslation } from '../../i18n/react';
import { detailRoute } from '@site/routing';
import { Badge, BadgeRow } from '../../components/badge/badge';
import { StaticMarkup } from '../../components/static-markup';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import { formatDate } from '../../i18n/format-date';
import type { ListItem, Term } from '@site/cms-content/src/list-index';
import { EMPTY_QUERY, toSearch, withFilter } from './query-state';
import * as styles from './home-screen.module.css';

export interface HomeScreenProps {
  title: string;
  latestNews: ListItem[];
  featuredBrands: ListItem[];
  enterpriseCount: number;
  enterpriseCategories: Term[];
}

function Tile({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className={`${styles.tile} ${className ?? ''}`}
      aria-labelledby={id}
      data-testid={`home-tile-${id}`}
    >
      <h2 id={id} className={styles.tileTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ViewAll({ to, label }: { to: string; label: string }) {
  return (
    <LocalizedLink to={to} className={styles.viewAll}>
      {label}
      <span aria-hidden="true"> ›</span>
    </LocalizedLink>
  );
}

/** Home: substitute search, latest news, featured brands, enterprise overview and about. */
export function HomeScreen({
  title,
  latestNews,
  featuredBrands,
  enterpriseCount,
  enterpriseCategories,
}: HomeScreenProps) {
  const { t } = useTranslation();
  const { locale, device } = useLocale();
  return (
    <div className={device === 'mobile' ? styles.mobile : styles.pc}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.tagline}>{t('home:hero.subtitle')}</p>
      </header>
      <StaticMarkup className={styles.tiles}>
        <Tile id="rep" title={t('home:rep.title')} className={styles.feature}>
          <p>{t('home:rep.text')}</p>
          <LocalizedLink to="/rep" className={`link-button link-button-accent ${styles.primary}`}>
            {t('home:rep.action')}
          </LocalizedLink>
        </Tile>

        <Tile id="news" title={t('home:news.title')} className={styles.wide}>
          {latestNews.length === 0 ? (
            <p>{t('home:news.empty')}</p>
          ) : (
            <ul className={styles.newsList}>
              {latestNews.map((item) => (
                <li key={item.slug} className={styles.newsItem}>
                  {item.date && (
                    <time dateTime={item.date} className={styles.date}>
                      {formatDate(item.date, locale)}
                    </time>
                  )}
                  <LocalizedLink to={detailRoute('news', item.slug)} className={styles.newsLink}>
                    {item.title}
                  </LocalizedLink>
                  <BadgeRow>
                    {item.hot && <Badge tone="hot">{t('news:list.hot')}</Badge>}
                    {item.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
                  </BadgeRow>
                </li>
              ))}
            </ul>
          )}
          <ViewAll to="/news" label={t('home:news.viewAll')} />
        </Tile>

        <Tile id="brand" title={t('home:brand.title')}>
          <p>{t('home:brand.text')}</p>
          {featuredBrands.length === 0 ? (
            <p>{t('home:brand.empty')}</p>
          ) : (
            <ul className={styles.brandList}>
              {featuredBrands.map((item) => (
                <li key={item.slug}>
                  <LocalizedLink to={detailRoute('brand', item.slug)} className={styles.brandLink}>
                    {item.title}
                  </LocalizedLink>
                  <BadgeRow>
                    {item.automotiveGrade === 'certified' && (
                      <Badge tone="automotive">{t('brand:list.automotiveGrade')}</Badge>
                    )}
                    {item.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
                  </BadgeRow>
                </li>
              ))}
            </ul>
          )}
          <ViewAll to="/brand" label={t('home:brand.viewAll')} />
        </Tile>

        <Tile id="org" title={t('home:org.title')}>
          <p>{t('home:org.text')}</p>
          <p className={styles.count}>{t('home:org.count', { count: enterpriseCount })}</p>
          {enterpriseCategories.length > 0 && (
            <ul className={styles.chips}>
              {enterpriseCategories.map((category) => (
                <li key={category.slug}>
                  <LocalizedLink
                    to="/org"
                    search={toSearch(withFilter(EMPTY_QUERY, { category: category.slug }))}
                    className={styles.chip}
                  >
                    {category.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
          <ViewAll to="/org" label={t('home:org.viewAll')} />
        </Tile>

        <Tile id="about" title={t('home:about.title')} className={styles.wide}>
          <p>{t('home:about.text')}</p>
          <ViewAll to="/about" label={t('home:about.action')} />
        </Tile>
      </StaticMarkup>
    </div>
  );
}
