/**
 * The build that this suite runs against carries no zod in any browser chunk (issue 30 §7): schemas
 * are checked on the server, pages only read what it sent. `npm run bench` prints the same check.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chunksWithPackage, readBundleStats } from '../../scripts/browser-chunks';

test('no browser chunk of the build contains zod', async () => {
  const testInfo = test.info();
  test.skip(Boolean(process.env.E2E_BASE_URL), 'checks the local build; a remote shop has its own');
  test.skip(testInfo.project.name !== 'web-desktop', 'the build is the same for every viewport');
  const stats = await readBundleStats(join(import.meta.dirname, '..', '..', 'dist', 'client'));
  expect(stats.chunks.length).toBeGreaterThan(10);
  expect(chunksWithPackage(stats, 'react-dom').length).toBeGreaterThan(0);
  expect(chunksWithPackage(stats, 'zod')).toEqual([]);
});
