export * from './flag-service';
export * from './request-flags';
export type { SplitAttributes } from './split-sdk';
export * from './user-key';
export * from './user-key-routes';
