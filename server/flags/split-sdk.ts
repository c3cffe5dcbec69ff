/**
 * The Split SDK for Node. Its package has no exports map and is CommonJS, so ESM loads it with
 * createRequire (STACK.md); the types come from its server entry.
 */
import { createRequire } from 'node:module';
import type * as SplitServer from '@splitsoftware/splitio/server';

type SplitModule = typeof SplitServer;
export type SplitSettings = Parameters<SplitModule['SplitFactory']>[0];
export type SplitSdk = ReturnType<SplitModule['SplitFactory']>;
export type SplitClient = ReturnType<SplitSdk['client']>;
export type SplitAttributes = NonNullable<Parameters<SplitClient['getTreatments']>[2]>;

const require = createRequire(import.meta.url);

export function splitFactory(settings: SplitSettings): SplitSdk {
  const module = require('@splitsoftware/splitio') as SplitModule;
  return module.SplitFactory(settings);
}
