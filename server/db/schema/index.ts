/**
 * Every table, for drizzle-kit and for the typed database handle. Another area (customers,
 * sessions …) adds its own file here and one export line below.
 */
export * from './accessories';
export * from './basket';
export * from './calendar';
export * from './cards';
export * from './catalogue';
export * from './commerce';
export * from './customer-pictures';
export * from './customers';
export * from './photobook';
export * from './photobox';
export * from './prices';
export * from './reviews';
export * from './search';
export * from './shop';
export * from './themes';
