import React, { useEffect, useState } from 'react';
import type { Locale, SitePageContext } from '@site/routing';
import { publicConfig } from '../../config/public-config';
import { pageIdentity } from '../../lib/page-identity';
import { bundlesForRoute } from '../../i18n/bundles';
import { getLoadedResources, loadResources } from '../../i18n/resources';
import type { LoadedResources } from '../../i18n/resource-types';
import { AppProviders } from './app-providers';
import { BundleGate } from './bundle-gate';

interface WrapProps {
  element: React.ReactNode;
  props: { location: { pathname: string }; pageContext: Partial<SitePageContext> };
}

/** Waits for a locale's strings on a client navigation into a language not loaded yet. */
function ResourcesGate({
  locale,
  children,
}: {
  locale: Locale;
  children: (resources: LoadedResources) => React.ReactNode;
}) {
  const [resources, setResources] = useState(() => getLoadedResources(locale));
  useEffect(() => {
    if (!resources) void loadResources(locale).then(setResources);
  }, [locale, resources]);
  return resources ? <>{children(resources)}</> : null;
}

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapPage({ element, props }: WrapProps) {
  const { pageContext, location } = props;
  const { locale, device, route } = pageIdentity(pageContext, location.pathname, publicConfig.rootDevice);
  return (
    <ResourcesGate locale={locale}>
      {(resources) => (
        <AppProviders
          locale={locale}
          device={device}
          route={route}
          available={pageContext.alternates?.map((alternate) => alternate.locale)}
          pathname={location.pathname}
          resources={resources}
        >
          <BundleGate bundles={bundlesForRoute(route)}>{element}</BundleGate>
        </AppProviders>
      )}
    </ResourcesGate>
  );
}
