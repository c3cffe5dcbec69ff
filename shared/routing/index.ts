export * from './chunk-reload';
export * from './links';
export * from './locale-path';
export * from './slug';
