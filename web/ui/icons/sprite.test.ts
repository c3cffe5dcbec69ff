import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon-paths';
import { spriteSvg } from './sprite-svg';

describe('the icon sprite file', () => {
  it('is what icon-paths.ts says (after a change: node --import tsx scripts/write-icon-sprite.ts)', () => {
    expect(readFileSync(join(import.meta.dirname, 'sprite.svg'), 'utf8')).toBe(spriteSvg());
  });

  it('has a symbol for every icon', () => {
    const svg = spriteSvg();
    for (const name of ICON_NAMES) expect(svg).toContain(`id="icon-${name}"`);
  });
});
