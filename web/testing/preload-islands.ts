/**
 * Vitest set-up: islands (web/ui/island.tsx) render in full only once their code is loaded, as
 * the server makes sure before its first render. Tests that render synchronously get the same:
 * every island the test file's imports declared is loaded before its tests run.
 */
import { beforeAll } from 'vitest';
import { preloadIslands } from '../ui/island';

beforeAll(async () => {
  await preloadIslands();
});
