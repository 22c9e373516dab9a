import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { registerResources } from './src/i18n/resources';
import jp from './src/i18n/resources/jp';
import zh from './src/i18n/resources/zh';
import en from './src/i18n/resources/en';
import { wrapPage } from './src/features/app-shell/wrap-page';
import { CONSENT_HEAD_SCRIPT } from './src/features/cookie-consent/consent';
import { linkGlobalStylesheet } from './src/features/app-shell/global-stylesheet';
import { renderBody } from './src/features/app-shell/render-body';

// Server rendering has every language in memory; the browser loads only the page's.
registerResources('jp', jp);
registerResources('zh', zh);
registerResources('en', en);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage as GatsbySSR['wrapPageElement'];

// Gatsby's renderer, less the NUL bytes React 18.3's stream writes into Japanese and Chinese text
// (render-body.ts).
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderBody(bodyComponent as React.ReactElement));
};

/** Defined into the HTML renderer by gatsby-node (onCreateWebpackConfig): see stylesDigest there. */
declare const __SITE_STYLES_DIGEST__: string;

// On <body>, so that <html> keeps `lang` as its first attribute.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setBodyAttributes, setHeadComponents }) => {
  setHeadComponents([<script key="consent" dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />]);
  // A data attribute is not among React's typed <body> props.
  setBodyAttributes({ 'data-styles': __SITE_STYLES_DIGEST__ } as React.HTMLAttributes<HTMLBodyElement>);
};

// The site's stylesheet as a cached file, not inlined into every page (decision 077).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(linkGlobalStylesheet(getHeadComponents()));
};
