export * from './chunk-reload';
export * from './links';
export * from './locale-path';
export * from './origin';
export * from './safe-redirect';
export * from './slug';
export * from './trailing-slash';
