export * from './data';
export * from './engine';
export * from './filters';
export * from './paging';
export * from './sort';
export * from './theme-art';
export * from './theme-selection';
export * from './url-state';
