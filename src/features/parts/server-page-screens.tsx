import { useLocale } from '../../i18n/locale-context';
import { publicConfig } from '../../config/public-config';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../session/session-store';
import type { PageBase } from './part-page-data';

/*
 * The server-rendered part pages in the browser (decision 095): the first render is the
 * server's markup, from the data embedded in the page; a member then gets the screens of
 * decision 032, which read everything from the API with their token.
 */

export function usePageBase(): PageBase {
  const { locale, device } = useLocale();
  return { locale, device, rootDevice: publicConfig.rootDevice };
}

/** Members once the page runs; visitors (and the first render of everyone) see the server's page. */
export function useMemberView(): boolean {
  const hydrated = useHydrated();
  const { loggedIn } = useSession();
  return hydrated && loggedIn;
}
