export * from './currency';
export * from './format';
export * from './money';
export * from './rounding';
