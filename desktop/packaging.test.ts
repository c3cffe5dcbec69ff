/** electron-builder.yml, checked offline with electron-builder's own loader and schema. */
import { describe, expect, it } from 'vitest';
import {
  bakedOriginProblems,
  builderConfigProblems,
  loadBuilderConfig,
} from './scripts/check-builder-config';

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

describe('the origin baked into a package', () => {
  it('is required, and must be https', () => {
    expect(bakedOriginProblems({})).toEqual([
      "SHOP_DESKTOP_ORIGIN must name the shop's https origin to package the app",
    ]);
    expect(bakedOriginProblems({ SHOP_DESKTOP_ORIGIN: 'http://shop.example' })[0]).toContain('https');
    expect(bakedOriginProblems({ SHOP_DESKTOP_ORIGIN: 'https://shop.example' })).toEqual([]);
  });
});
