import { describe, expect, it } from 'vitest';
import { abContentFlagsIn, flagsOfPage } from './route-flags';

describe('flags of a page (issue 24)', () => {
  it('are what its routes declare, its ABContent blocks name and its path triggers, in registry order', () => {
    expect(
      flagsOfPage('cards', '/', [
        { id: 'root', data: {} },
        { id: 'home', data: { calculator: null } },
      ]),
    ).toEqual(['card-brand_wandbilder_flyout']);
    expect(
      flagsOfPage('posters', '/posterdruck/a3', [
        { id: 'content', data: { calculator: { product: 'poster' }, content: { body: [] } } },
      ]),
    ).toEqual([
      'poster-brand_posterdruck',
      'poster-brand_calculator_redesign',
      'poster-brand_calculator_nudging',
      'poster-brand_calculator_portrait',
      'poster-brand_calculator_canvas_redesign',
    ]);
    expect(flagsOfPage('cards', '/_icons', [{ id: 'icons', data: undefined }])).toEqual([]);
  });

  it('finds ABContent flags at any depth, and keeps only the brand’s known flags', () => {
    const data = {
      content: {
        body: [
          { component: 'Teaser', flag: 'card-brand_posterdruck' },
          {
            component: 'PublicContainerWrapper',
            body: [{ component: 'ABContent', flag: ' card-brand_ab_content ' }],
          },
          { component: 'ABContent', flag: 'poster-brand_ab_content' },
          { component: 'ABContent', flag: 'cards_home_new_teaser' },
          { component: 'ABContent', flag: '' },
        ],
      },
    };
    expect(abContentFlagsIn(data)).toEqual([
      'card-brand_ab_content',
      'poster-brand_ab_content',
      'cards_home_new_teaser',
    ]);
    expect(flagsOfPage('cards', '/x', [{ id: 'content', data }])).toEqual(['card-brand_ab_content']);
  });
});
