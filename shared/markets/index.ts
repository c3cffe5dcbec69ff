export * from './hosts';
export * from './locales';
export * from './money';
export * from './paper';
