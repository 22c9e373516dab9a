import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../api/api-client';
import { sessionStore, useSession } from '../session/session-store';

export type PartsRequest<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The API answered 404: the part does not exist (any more). */
  | { status: 'missing' }
  /** Network, rate limit or server trouble; the API client has already told the reader. */
  | { status: 'failed' };

/**
 * One parts API call for the current URL state. `key` names the request (null: nothing to
 * ask); a new key, a retry or signing in or out asks again, and answers to older requests
 * are dropped. The API serves a dead token as a visitor's preview, so a preview answered
 * to a reader holding a token means the session has expired.
 */
export function usePartsRequest<T extends { limited: boolean }>(
  key: string | null,
  load: () => Promise<ApiResult<T>>,
): PartsRequest<T> & { retry: () => void } {
  const { loggedIn } = useSession();
  const [state, setState] = useState<PartsRequest<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const served = useRef<{ key: string; attempt: number; limited: boolean } | null>(null);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    // Signing out (or an expired session) changes nothing for a preview already shown.
    const last = served.current;
    if (!loggedIn && last?.key === key && last.attempt === attempt && last.limited) return;
    let current = true;
    setState({ status: 'loading' });
    void loadRef.current().then((result) => {
      if (!current) return;
      if (result.ok) {
        served.current = { key, attempt, limited: result.data.limited };
        if (result.data.limited && sessionStore.token()) sessionStore.expire();
        // A page of results is the largest render of the parts screens: in a transition React
        // renders it in slices, so a phone keeps answering taps meanwhile (decision 098).
        startTransition(() => setState({ status: 'ready', data: result.data }));
      } else setState({ status: result.code === 404 ? 'missing' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [key, attempt, loggedIn]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
