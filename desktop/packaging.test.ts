/** electron-builder.yml, checked offline with electron-builder's own loader and schema. */
import { describe, expect, it } from 'vitest';
import { builderConfigProblems, loadBuilderConfig } from './scripts/check-builder-config';

describe('electron-builder.yml', () => {
  it('passes electron-builder’s schema and keeps fuses, scheme, entry, targets and icons', async () => {
    const config = await loadBuilderConfig();
    expect(builderConfigProblems(config)).toEqual([]);
    expect(JSON.stringify(config.files)).toContain('!node_modules/**/*');
  }, 60_000);

  it('notices a weakened fuse', async () => {
    const config = await loadBuilderConfig();
    const weakened = { ...config, electronFuses: { ...config.electronFuses, runAsNode: true } };
    expect(builderConfigProblems(weakened)).toEqual(['electronFuses.runAsNode must be false']);
  }, 60_000);
});
