export * from './logger';
export * from './request-target';
export * from './process-lifecycle';
export * from './http-server';
export * from './settings';
