export * from './Image';
export * from './metadata';
