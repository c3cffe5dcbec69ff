/**
 * Smoke test over the real global stories of both brands (content/stories/{channel}/global.json):
 * the chrome renders them in every language they carry without missing translations or errors.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GlobalContent } from '../../../shared/content/story-types';
import { ChromeBottom } from './ChromeBottom';
import { ChromeTop } from './ChromeTop';
import { Flyout } from './navigation/Flyout';
import { render } from './test-utils';

const root = join(import.meta.dirname, '../../../content/stories');

interface StoryFile {
  content: GlobalContent;
  translations?: Record<string, { content?: GlobalContent }>;
}

for (const channel of ['cards', 'posters'] as const) {
  const file = join(root, channel, 'global.json');
  describe.skipIf(!existsSync(file))(`the ${channel} global story`, () => {
    const story = JSON.parse(readFileSync(file, 'utf8')) as StoryFile;
    const languages: [string, GlobalContent][] = [
      ['de', story.content],
      ...Object.entries(story.translations ?? {}).flatMap(([lang, t]): [string, GlobalContent][] =>
        t.content ? [[lang, t.content]] : [],
      ),
    ];

    it.each(languages)('renders in %s on desktop and phone, web and platform d', (_lang, global) => {
      for (const info of [
        { channel, deviceClass: 'desktop' as const },
        { channel, deviceClass: 'mobile' as const },
        { channel, platform: 'd' as const, basename: '/d' },
      ]) {
        const warnings: string[] = [];
        const top = render(<ChromeTop global={global} />, { path: '/', info, warnings });
        const bottom = render(<ChromeBottom global={global} />, { path: '/', info, warnings });
        expect(top).toContain('data-testid="chrome-header"');
        expect(bottom).toContain('data-testid="chrome-footer"');
        expect(warnings).toEqual([]);
      }
    });

    it('gives every main navigation item with a flyout kind a flyout on desktop', () => {
      const html = render(<ChromeTop global={story.content} />, { info: { channel } });
      const items = story.content.navigationItems.filter(
        (i) => i.navigationType && !i.isOnlyInBurgerNavigation && !i.subNaviOnly,
      );
      expect(html.match(/data-testid="flyout-toggle"/g) ?? []).toHaveLength(items.length);
      // Each flyout renders once opened, with the groups fetched then.
      for (const item of items) {
        const flyout = render(<Flyout id={`flyout-${item._uid}`} item={item} open />, { info: { channel } });
        expect(flyout, item.text).toContain('data-testid="flyout"');
      }
    });
  });
}
