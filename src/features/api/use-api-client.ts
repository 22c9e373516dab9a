import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFatalError } from '../errors/fatal-error';
import { useLocale } from '../../i18n/locale-context';
import { useToast } from '../toast/use-toast';
import { apiRequest, type ApiHandlers, type ApiRequest, type ApiResult } from './api-client';

export type ApiCall = <T>(request: ApiRequest<T>) => Promise<ApiResult<T>>;

/** `apiRequest` bound to the page's locale, toasts and error page. */
export function useApiClient(): ApiCall {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const { showFatalError } = useFatalError();
  const handlers = useMemo<ApiHandlers>(
    () => ({
      locale,
      errorToast: toast.error,
      fatal: showFatalError,
      messages: {
        network: t('common:error.network'),
        unavailable: t('common:error.unavailable'),
        unknown: t('common:error.unknown'),
      },
    }),
    [locale, toast, showFatalError, t],
  );
  return useCallback<ApiCall>((request) => apiRequest(handlers, request), [handlers]);
}
