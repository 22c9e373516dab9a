import React, { createContext, useCallback, useContext, useMemo, useState } from 'react';

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

/** Holds the error that replaces the page with the error page (spec section 8). */
export function FatalErrorProvider({ children }: { children: React.ReactNode }) {
  const [error, setError] = useState<FatalError | null>(null);
  const showFatalError = useCallback((next: FatalError) => setError(next), []);
  const clearFatalError = useCallback(() => setError(null), []);
  const value = useMemo(() => ({ error, showFatalError, clearFatalError }), [error, showFatalError, clearFatalError]);
  return <FatalErrorContext.Provider value={value}>{children}</FatalErrorContext.Provider>;
}

export function useFatalError(): FatalErrorContextValue {
  const value = useContext(FatalErrorContext);
  if (!value) throw new Error('useFatalError must be used inside FatalErrorProvider');
  return value;
}
