import { useEffect, useState } from 'react';
import type { PartBrands } from '@site/contracts';
import type { ApiCall } from '../../api/use-api-client';
import { useApiClient } from '../../api/use-api-client';
import { loadAnswerChecks } from './part-schemas';

export type Maker = PartBrands[number];

/**
 * GET /parts/brands: the makers of the stored parts, for the search form's maker filter.
 * The form says itself when the list is missing (the reader can still type a maker code).
 */
export function getMakers(call: ApiCall) {
  return call({
    method: 'GET',
    path: '/parts/brands',
    schema: () => loadAnswerChecks().then((m) => m.PartBrandsCheck),
    ownFailureToast: true,
  });
}

export type MakersState = { status: 'loading' } | { status: 'ready'; makers: Maker[] } | { status: 'failed' };

/** The makers list, asked once per form; the API lets browsers keep it an hour. */
export function useMakers(): MakersState {
  const call = useApiClient();
  const [state, setState] = useState<MakersState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void getMakers(call).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', makers: result.data } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
    // Asked once: the language does not change the list, and a new client each render must not ask again.
  }, []);
  return state;
}
