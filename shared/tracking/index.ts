export * from './analytics-queue';
export * from './bootstrap';
export * from './consent';
export * from './data-layer';
export * from './log-levels';
export * from './tag-manager';
