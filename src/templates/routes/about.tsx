import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import { RichText } from '../../features/content/rich-text';
import { UnavailableContent } from '../../features/content/unavailable-content';
import * as styles from '../../features/content/about-page.module.css';
import type { SitePageContext } from '../../lib/page-context';

interface AboutData {
  about: {
    title: string;
    bodyHtml: string | null;
    video: { url: string; mime: string | null } | null;
    videoPoster: { url: string; width: number | null; height: number | null } | null;
  } | null;
}

export default function AboutPage({ data, pageContext }: PageProps<AboutData, SitePageContext>) {
  const { t } = useTranslation();
  const { about } = data;
  if (!about) return <UnavailableContent />;
  return (
    <PageFrame title={about.title}>
      <div className={`${styles.about} ${styles[pageContext.device]}`}>
        {about.video && (
          <figure className={styles.videoFrame}>
            {/* The CMS holds no caption file for this film; the text beside it tells the same story. */}
            {/* The poster's size holds the film's place (its proportions) before the film loads. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              className={styles.video}
              controls
              preload="metadata"
              playsInline
              poster={about.videoPoster?.url}
              width={about.videoPoster?.width ?? undefined}
              height={about.videoPoster?.height ?? undefined}
              aria-label={t('about:video.label')}
            >
              <source src={about.video.url} type={about.video.mime ?? undefined} />
              <p className={styles.unsupported}>{t('about:video.unsupported')}</p>
            </video>
          </figure>
        )}
        {about.bodyHtml && <RichText html={about.bodyHtml} />}
      </div>
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<AboutData, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={data.about?.title ?? t('pages:about.title')}
      description={t('pages:about.description')}
    />
  );
}

export const query = graphql`
  query About($locale: String!) {
    about: cmsAboutPage(locale: { eq: $locale }) {
      title
      bodyHtml
      video {
        url
        mime
      }
      videoPoster {
        url
        width
        height
      }
    }
  }
`;
