export * from './links';
export * from './locale-path';
export * from './slug';
