export * from './names';
export * from './formats';
export * from './store';
export { inlineScriptHashes } from './inline-scripts';
export * from './publish-routes';
export type * from './publish-state';
