import { describe, expect, it } from 'vitest';
import { localizeStoryLinks } from './localize-links';

const map = new Map([
  ['leinwanddruck', 'impression-sur-toile'],
  ['geburtstag/kindergeburtstag', 'anniversaire/anniversaire-enfant'],
  ['home', 'home'],
]);

describe('story links in the page language', () => {
  it('rewrites multilinks and rich-text link marks, keeping anchors', () => {
    const content = {
      body: [
        {
          component: 'SubTeaser',
          link: { fieldtype: 'multilink', linktype: 'story', cached_url: 'leinwanddruck', id: 'x' },
        },
        {
          component: 'Text',
          text: {
            type: 'doc',
            content: [
              {
                type: 'text',
                text: 'Kinder',
                marks: [
                  { type: 'link', attrs: { linktype: 'story', href: '/geburtstag/kindergeburtstag#ideen' } },
                ],
              },
            ],
          },
        },
      ],
    };
    const out = localizeStoryLinks(content, map);
    expect(out.body[0]?.link).toMatchObject({ cached_url: 'impression-sur-toile' });
    expect(JSON.stringify(out)).toContain('"href":"anniversaire/anniversaire-enfant#ideen"');
    expect(content.body[0]?.link?.cached_url).toBe('leinwanddruck');
  });

  it('leaves url links, unknown stories and absolute URLs alone', () => {
    const content = [
      { linktype: 'url', url: 'leinwanddruck' },
      { linktype: 'story', cached_url: 'gibt-es-nicht' },
      { linktype: 'story', cached_url: 'https://example.com/leinwanddruck' },
    ];
    expect(localizeStoryLinks(content, map)).toEqual(content);
  });

  it('drops a resolved story slug so the rewritten path wins', () => {
    const out = localizeStoryLinks(
      {
        linktype: 'story',
        cached_url: 'leinwanddruck',
        story: { full_slug: 'cards/leinwanddruck', name: 'x' },
      },
      map,
    );
    expect(out).toEqual({ linktype: 'story', cached_url: 'impression-sur-toile', story: { name: 'x' } });
  });
});
