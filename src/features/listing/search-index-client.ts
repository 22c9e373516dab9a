import { useEffect, useState } from 'react';
import { decodeIndex, type EncodedIndex } from '@site/cms-content/src/list-index';
import { prepareIndex, type PreparedIndex } from './search';

/** One download per index URL for the whole visit; the URL carries a content hash. */
const loads = new Map<string, Promise<PreparedIndex>>();

export function loadSearchIndex(url: string): Promise<PreparedIndex> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(`Search index ${url} answered ${response.status}`);
        return response.json() as Promise<EncodedIndex>;
      })
      .then((encoded) => prepareIndex(decodeIndex(encoded)));
    // A failed download may be retried later, e.g. after the network comes back.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

export type IndexState =
  | { status: 'idle' | 'loading' | 'error'; index?: undefined }
  | { status: 'ready'; index: PreparedIndex };

/** The list's index once `needed` turns true; it stays loaded afterwards. */
export function useSearchIndex(url: string, needed: boolean): IndexState & { retry: () => void } {
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || state.status === 'ready') return;
    let active = true;
    setState({ status: 'loading' });
    loadSearchIndex(url).then(
      (index) => active && setState({ status: 'ready', index }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
    // `state` is left out on purpose: the effect starts a load, it does not follow it.
  }, [url, needed, attempt]);
  return { ...state, retry: () => setAttempt((value) => value + 1) } as IndexState & { retry: () => void };
}
