import type jp from './resources/jp';

/** Japanese is the reference language: its key set is the type every locale must match. */
export type Resources = typeof jp;
export type Namespace = keyof Resources;
/** What the browser holds of a language: `core` and the bundles loaded so far. */
export type LoadedResources = Partial<Resources>;
