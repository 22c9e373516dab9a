import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readConsent, writeConsent, type ConsentState } from './consent';

interface ConsentContextValue {
  consent: ConsentState;
  /** False until the cookie has been read in the browser (static HTML has no cookie). */
  ready: boolean;
  decide: (accepted: boolean) => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [consent, setConsent] = useState<ConsentState>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setConsent(readConsent());
    setReady(true);
  }, []);

  const decide = useCallback((accepted: boolean) => {
    writeConsent(accepted);
    setConsent(accepted);
  }, []);

  const value = useMemo(() => ({ consent, ready, decide }), [consent, ready, decide]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside ConsentProvider');
  return value;
}
