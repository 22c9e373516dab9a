import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import { formatDate, isoDate } from '../../i18n/format-date';
import { PartnerLink } from '../../features/content/partner-link';
import { UnavailableContent } from '../../features/content/unavailable-content';
import * as styles from '../../features/content/rep-landing.module.css';
import type { SitePageContext } from '@site/routing';
import { PIN_VERDICT_CHECK } from '@site/parts/pin-check';

interface RepData {
  landing: {
    title: string;
    intro: string | null;
    features: { title: string; text: string | null }[];
    guideFile: { url: string; name: string | null } | null;
    dataVolume: string | null;
    datasheets: string | null;
    brandCount: string | null;
    replacementModels: string | null;
    updatedOn: string | null;
    partnerUrl: string | null;
  } | null;
}

export default function RepLanding({ data, pageContext }: PageProps<RepData, SitePageContext>) {
  const { t } = useTranslation();
  const { landing } = data;
  const { locale, device } = pageContext;
  if (!landing) return <UnavailableContent />;

  const figures = [
    { key: 'dataVolume', label: t('rep:data.dataVolume'), value: landing.dataVolume },
    { key: 'datasheets', label: t('rep:data.datasheets'), value: landing.datasheets },
    { key: 'brandCount', label: t('rep:data.brandCount'), value: landing.brandCount },
    { key: 'replacementModels', label: t('rep:data.replacementModels'), value: landing.replacementModels },
  ].filter((figure) => figure.value);

  return (
    <PageFrame title={landing.title} intro={landing.intro ?? undefined}>
      <div className={`${styles.landing} ${styles[device]}`}>
        <div className={styles.actions}>
          <LocalizedLink to="/rep/search" className="link-button link-button-accent">
            {t('rep:search')}
          </LocalizedLink>
          {landing.partnerUrl && (
            <PartnerLink
              href={landing.partnerUrl}
              device={device}
              className="link-button link-button-secondary"
            />
          )}
        </div>

        {landing.features.length > 0 && (
          <section aria-labelledby="rep-features" className={styles.features}>
            <h2 id="rep-features" className={styles.heading}>
              {t('rep:features')}
            </h2>
            <ul className={styles.featureList}>
              {landing.features.map((feature) => (
                <li key={feature.title} className={styles.feature}>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  {feature.text && <p className={styles.featureText}>{feature.text}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="rep-data" className={styles.panel}>
          <h2 id="rep-data" className={styles.heading}>
            {t('rep:data.title')}
          </h2>
          {figures.length > 0 && (
            <dl className={styles.figures}>
              {figures.map((figure) => (
                <div key={figure.key} className={styles.figure}>
                  <dt>{figure.label}</dt>
                  <dd className={styles.figureValue}>{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {landing.updatedOn && (
            <p className={styles.updated}>
              <time dateTime={isoDate(landing.updatedOn)}>
                {t('rep:data.updatedOn', { date: formatDate(landing.updatedOn, locale) })}
              </time>
            </p>
          )}
          <p className={styles.note} data-testid="pin-check">
            {t('rep:data.pinCheck', { count: PIN_VERDICT_CHECK.pairs })}
          </p>
          <p className={styles.note}>{t('rep:data.liveNote')}</p>
        </section>

        {landing.guideFile && (
          <section aria-labelledby="rep-guide" className={styles.guide}>
            <h2 id="rep-guide" className={styles.heading}>
              {t('rep:guide.title')}
            </h2>
            <p>{t('rep:guide.text')}</p>
            <a
              href={landing.guideFile.url}
              download={landing.guideFile.name ?? true}
              className="link-button link-button-secondary"
            >
              {t('rep:guide.download')}
            </a>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<RepData, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={data.landing?.title ?? t('pages:rep.title')}
      description={data.landing?.intro ?? t('pages:rep.description')}
    />
  );
}

export const query = graphql`
  query RepLanding($locale: String!) {
    landing: cmsSubstituteLanding(locale: { eq: $locale }) {
      title
      intro
      features {
        title
        text
      }
      guideFile {
        url
        name
      }
      dataVolume
      datasheets
      brandCount
      replacementModels
      updatedOn
      partnerUrl
    }
  }
`;
