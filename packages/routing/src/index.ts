export * from './locales';
export * from './device';
export * from './routes';
export * from './paths';
export * from './middleware';
export * from './link-tokens';
export * from './return-target';
export * from './settings';
