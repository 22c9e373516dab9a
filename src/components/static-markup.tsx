import React, { useRef, useState, useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/locale-context';

type StaticElement = 'div' | 'ul' | 'ol' | 'footer' | 'section' | 'nav';

export interface StaticMarkupProps extends React.HTMLAttributes<HTMLElement> {
  /** The element the server renders around the children. Default `div`. */
  as?: StaticElement;
  /**
   * Whether the client's first render of the children would give the server's markup (for a
   * list: no query in the address). While it stays true and the page is the same, the server's
   * markup is kept; once it is false or another page shows, the children are rendered, and they
   * stay rendered.
   */
  sameAsServer?: boolean;
  /**
   * What the site links inside are: `site` (the default) links that navigate on the client,
   * handled by `installStaticLinks` as `LocalizedLink` would; `document` plain links that load
   * a new document (the server-rendered part pages', decision 095).
   */
  links?: 'site' | 'document';
  children: React.ReactNode;
}

const never = () => () => undefined;
const onClient = () => false;
const whileHydrating = () => true;

/**
 * Markup that React does not hydrate: on the page's first load, the server's HTML of the
 * children stays as it is, and React makes no component, element or effect for them. On a
 * client navigation, and everywhere on the server, the children are rendered as usual.
 *
 * Hydration is the largest part of a page's main-thread work on a phone, and most of a content
 * page is text and links that need no React: list entries, the home page's tiles, the footer
 * (docs/decisions/098-phone-main-thread-work.md, sixth round). What may go inside: elements,
 * text and `LocalizedLink`s, nothing with state, effects or handlers of its own. A click on a
 * site link inside keeps navigating on the client, and pointer, touch and focus still prefetch
 * (`installStaticLinks` in `localized-link.tsx`, from gatsby-browser, handles them for the whole
 * document).
 *
 * How: while React hydrates this component against the server's DOM, `useSyncExternalStore`
 * reads its server snapshot (true); in a client render it reads the client's (false). When
 * hydrating, the element is rendered with an empty `dangerouslySetInnerHTML`: React's hydration
 * leaves such an element's children alone in a production build, and a later render with the
 * same empty HTML changes nothing.
 */
export function StaticMarkup({
  as: Element = 'div',
  sameAsServer = true,
  links = 'site',
  children,
  ...rest
}: StaticMarkupProps) {
  // `data-static` marks the markup React did not hydrate; `installStaticLinks` handles the site
  // links inside an empty one.
  const mark = links === 'site' ? '' : links;
  const hydrating = useSyncExternalStore(never, onClient, whileHydrating);
  // The page the markup was rendered for: a client navigation to another page that renders the
  // same components (another article, the list in another language) must not keep it.
  const { locale, device, route } = useLocale();
  const page = `${locale} ${device} ${route}`;
  const [keptFor] = useState(() =>
    hydrating && sameAsServer && typeof document !== 'undefined' ? page : undefined,
  );
  const released = useRef(false);
  if (!sameAsServer || page !== keptFor) released.current = true;
  if (!released.current) {
    return (
      <Element
        key="server"
        {...rest}
        data-static={mark}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  // The server's markup only: the mark goes once React has rendered these children.
  const serverMarkup = hydrating || typeof document === 'undefined';
  return (
    <Element key="client" {...rest} data-static={serverMarkup ? mark : undefined}>
      {children}
    </Element>
  );
}
