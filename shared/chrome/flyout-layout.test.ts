import { describe, expect, it } from 'vitest';
import { canonicalColumn, FLYOUT_IMAGE_WIDTHS, flyoutLayout, isUsableFlyoutGroup } from './flyout-layout';
import { fGroup, fItem } from './test-fixtures';

/** Rows as [rowId, [column, imageWidth, itemCount][]]. */
function shape(layout: ReturnType<typeof flyoutLayout>) {
  return layout.rows.map((row) => [row.id, row.columns.map((c) => [c.column, c.imageWidth, c.items.length])]);
}

const one = (name: string) => [fItem(name, `/${name}`)];

describe('flyout category usability (SPEC 5: name, text and at least one item or custom element)', () => {
  it.each([
    ['complete', fGroup('poster', one('a'), 'Poster'), true],
    ['only custom items', fGroup('poster', [], 'Poster', one('a')), true],
    ['no identifier', fGroup(' ', one('a'), 'Poster'), false],
    ['no title', fGroup('poster', one('a'), ''), false],
    ['no items', fGroup('poster', [], 'Poster'), false],
  ])('%s', (_name, group, usable) => {
    expect(isUsableFlyoutGroup(group)).toBe(usable);
  });

  it.each([
    ['Canvas', 'leinwand'],
    ['plate', 'platte'],
    ['Colors', 'colour'],
    ['Anlässe', 'occasions'],
    ['occasion', 'occasions'],
    ['Start Without Design', 'start-without-design'],
    ['something-new', 'something-new'],
  ])('identifier %s is column %s', (identifier, column) => {
    expect(canonicalColumn(identifier)).toBe(column);
  });
});

describe('flyout layouts per kind (SPEC 2, image widths SPEC 9)', () => {
  it('calendar: one row of items at 130 px', () => {
    const layout = flyoutLayout('calendar', [fGroup('calendar-types', [...one('a'), ...one('b')])]);
    expect(shape(layout)).toEqual([['main', [['calendar-types', 130, 2]]]]);
  });

  it('accessories reuse the calendar layout', () => {
    expect(shape(flyoutLayout('accessories', [fGroup('x', one('a')), fGroup('y', one('b'))]))).toEqual([
      [
        'main',
        [
          ['x', 130, 1],
          ['y', 130, 1],
        ],
      ],
    ]);
  });

  describe('card: occasions, the hovered occasion’s link lists, additional items', () => {
    const wedding = fItem('Hochzeit', '/hochzeit', {
      subFlyoutGroups: [
        fGroup('invitations', one('Einladung')),
        fGroup('thanks', [...one('Danke'), ...one('Dank2')]),
      ],
    });
    const birth = fItem('Geburt', '/geburt', { subFlyoutGroups: [fGroup('announce', one('Anzeige'))] });
    const groups = [fGroup('occasions', [wedding, birth]), fGroup('extras', one('Umschläge'))];

    it('starts with the first occasion active', () => {
      const layout = flyoutLayout('card', groups);
      expect(layout.activeOccasion).toBe(wedding._uid);
      expect(shape(layout)).toEqual([
        ['occasions', [['occasions', FLYOUT_IMAGE_WIDTHS.cardOccasion, 2]]],
        [
          'links',
          [
            ['invitations', null, 1],
            ['thanks', null, 2],
          ],
        ],
        ['additional', [['extras', FLYOUT_IMAGE_WIDTHS.cardAdditional, 1]]],
      ]);
    });

    it('switches the link lists to the hovered occasion', () => {
      const layout = flyoutLayout('card', groups, { activeOccasion: birth._uid });
      expect(layout.activeOccasion).toBe(birth._uid);
      expect(shape(layout)[1]).toEqual(['links', [['announce', null, 1]]]);
    });

    it('falls back to the first occasion for an unknown one, and drops empty rows', () => {
      const layout = flyoutLayout('card', [fGroup('occasions', [fItem('X', '/x')])], {
        activeOccasion: 'nope',
      });
      expect(shape(layout)).toEqual([['occasions', [['occasions', 130, 1]]]]);
    });
  });

  it('collage: categories, then start-without-design and with-multiple-images', () => {
    const layout = flyoutLayout('collage', [
      fGroup('with-multiple-images', one('b')),
      fGroup('categories', one('a')),
      fGroup('start-without-design', one('c')),
    ]);
    expect(shape(layout)).toEqual([
      ['categories', [['categories', 130, 1]]],
      [
        'start',
        [
          ['start-without-design', 130, 1],
          ['with-multiple-images', 130, 1],
        ],
      ],
    ]);
  });

  describe('frame', () => {
    const lower = [fGroup('more', one('m')), fGroup('colour', one('c')), fGroup('other', one('o'))];
    it('upper row poster, canvas, plate; lower row colour, other, more', () => {
      const layout = flyoutLayout('frame', [
        fGroup('platte', one('p')),
        fGroup('poster', one('q')),
        fGroup('leinwand', one('l')),
        ...lower,
      ]);
      expect(shape(layout)).toEqual([
        [
          'upper',
          [
            ['poster', 150, 1],
            ['leinwand', 150, 1],
            ['platte', 150, 1],
          ],
        ],
        [
          'lower',
          [
            ['colour', 48, 1],
            ['other', 60, 1],
            ['more', null, 1],
          ],
        ],
      ]);
    });

    it('no upper row unless all three categories exist', () => {
      const layout = flyoutLayout('frame', [
        fGroup('poster', one('q')),
        fGroup('leinwand', one('l')),
        ...lower,
      ]);
      expect(shape(layout)).toEqual([
        [
          'lower',
          [
            ['colour', 48, 1],
            ['other', 60, 1],
            ['more', null, 1],
          ],
        ],
      ]);
    });
  });

  it('photobook: categories, then types, start-without-design, assistant, more', () => {
    const layout = flyoutLayout('photobook', [
      fGroup('more', one('m')),
      fGroup('photobook-assistant', one('a')),
      fGroup('categories', one('c')),
      fGroup('types', one('t')),
      fGroup('start-without-design', one('s')),
    ]);
    expect(shape(layout)).toEqual([
      ['categories', [['categories', 170, 1]]],
      [
        'more',
        [
          ['types', 73, 1],
          ['start-without-design', 153, 1],
          ['photobook-assistant', 153, 1],
          ['more', null, 1],
        ],
      ],
    ]);
  });

  describe('wandbilder', () => {
    const groups = [
      fGroup('additional', one('a')),
      fGroup('premium', one('p')),
      fGroup('bestseller', one('b')),
    ];
    it('one row at 150 px by default', () => {
      expect(shape(flyoutLayout('wandbilder', groups))).toEqual([
        [
          'main',
          [
            ['additional', 150, 1],
            ['premium', 150, 1],
            ['bestseller', 150, 1],
          ],
        ],
      ]);
    });
    it('two rows at 120 px in the experiment: bestseller and premium, then additional products', () => {
      expect(shape(flyoutLayout('wandbilder', groups, { twoRows: true }))).toEqual([
        [
          'upper',
          [
            ['bestseller', 120, 1],
            ['premium', 120, 1],
          ],
        ],
        ['additional', [['additional', 120, 1]]],
      ]);
    });
  });

  it('groups a kind does not place go to its last row; unusable groups are left out', () => {
    const layout = flyoutLayout('collage', [
      fGroup('categories', one('a')),
      fGroup('surprise', one('s')),
      fGroup('empty', []),
    ]);
    expect(shape(layout)).toEqual([
      ['categories', [['categories', 130, 1]]],
      ['start', [['surprise', 130, 1]]],
    ]);
  });

  it('custom items follow the chosen ones', () => {
    const layout = flyoutLayout('calendar', [fGroup('x', one('a'), 'X', one('custom'))]);
    expect(layout.rows[0]?.columns[0]?.items.map((i) => i.storyblokTitle)).toEqual(['a', 'custom']);
  });
});
