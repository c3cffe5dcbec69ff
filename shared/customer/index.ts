export * from './customer-data';
export * from './email';
export * from './forms';
export * from './messages';
