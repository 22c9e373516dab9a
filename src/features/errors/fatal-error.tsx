import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { watchUnhandledRejections } from './unhandled-rejections';

export interface FatalError {
  statusCode: number;
  message: string;
}

interface FatalErrorContextValue {
  error: FatalError | null;
  showFatalError: (error: FatalError) => void;
  clearFatalError: () => void;
}

const FatalErrorContext = createContext<FatalErrorContextValue | null>(null);

/**
 * Holds the error that replaces the page with the error page (spec section 8): errors raised
 * by code, and promise rejections nobody handled.
 */
export function FatalErrorProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [error, setError] = useState<FatalError | null>(null);
  const showFatalError = useCallback((next: FatalError) => setError(next), []);
  const clearFatalError = useCallback(() => setError(null), []);
  const unknown = t('common:error.unknown');
  const pageLoad = t('common:error.pageLoad');
  useEffect(
    () => watchUnhandledRejections(window, showFatalError, { unknown, pageLoad }),
    [showFatalError, unknown, pageLoad],
  );
  const value = useMemo(
    () => ({ error, showFatalError, clearFatalError }),
    [error, showFatalError, clearFatalError],
  );
  return <FatalErrorContext.Provider value={value}>{children}</FatalErrorContext.Provider>;
}

export function useFatalError(): FatalErrorContextValue {
  const value = useContext(FatalErrorContext);
  if (!value) throw new Error('useFatalError must be used inside FatalErrorProvider');
  return value;
}
