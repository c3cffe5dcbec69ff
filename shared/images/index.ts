export * from './options';
export * from './urls';
