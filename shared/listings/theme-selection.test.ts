import { describe, expect, it } from 'vitest';
import { buildDesignerUrl } from '../catalogue/designer-link';
import { designerParamsSchema } from '../catalogue/designer-params';
import {
  defaultThemeSelection,
  nearestQuantityStep,
  parseThemeSelection,
  type ThemeChoices,
  themeDesignerParams,
  themeSampleParams,
  themeSelectionSearch,
} from './theme-selection';

/** Envelopes and inlays cost 0.95 per card in the fixture market. */
const env = (sku: string, colour: string, isDefault = false, available = true, priceCents = 95) => ({
  sku,
  kind: 'envelope' as const,
  colour,
  isDefault,
  available,
  priceCents,
});

const CHOICES: ThemeChoices = {
  formats: [
    {
      id: 'klappkarte-145x145',
      isDefault: true,
      envelopes: [
        env('briefumschlag-haftklebend-white-155x155', 'white', true),
        env('briefumschlag-haftklebend-red-155x155', 'red'),
      ],
      inlays: [
        {
          sku: 'einlegeblatt-145x145-standard',
          kind: 'inlay',
          paper: 'standard',
          isDefault: true,
          available: true,
          priceCents: 95,
        },
        {
          sku: 'einlegeblatt-145x145-transparent',
          kind: 'inlay',
          paper: 'transparent',
          available: true,
          priceCents: 95,
        },
      ],
    },
    {
      id: 'klappkarte-160x160',
      isDefault: false,
      envelopes: [env('briefumschlag-haftklebend-white-164x164', 'white', true)],
      inlays: [],
    },
  ],
  ribbons: [{ sku: 'ribbon-satin-red', kind: 'ribbon', colour: 'red', available: true }],
  bows: [{ sku: 'bow-satin-pink', kind: 'bow', colour: 'pink', available: true }],
  boxes: [{ sku: 'box-gift-white', kind: 'box', colour: 'white', available: false }],
};

const parse = (search: string) => parseThemeSelection(new URLSearchParams(search), CHOICES);

describe('theme page selection', () => {
  it('starts at the default format, the smallest pack, and no paid extra: not even the default envelope or inlay', () => {
    expect(defaultThemeSelection(CHOICES)).toEqual({
      format: 'klappkarte-145x145',
      quantity: 1,
      envelope: null,
      inlay: null,
      ribbon: null,
      bow: null,
      box: null,
    });
  });

  it("starts with the card's default envelope only where the market includes it at no charge", () => {
    const [first, second] = CHOICES.formats;
    if (!first || !second) throw new Error('fixture');
    const free: ThemeChoices = {
      ...CHOICES,
      formats: [
        {
          ...first,
          envelopes: [
            env('briefumschlag-haftklebend-white-155x155', 'white', true, true, 0),
            // Free but not the card's default: still not chosen for the shopper.
            env('briefumschlag-haftklebend-red-155x155', 'red', false, true, 0),
          ],
        },
        second,
      ],
    };
    expect(defaultThemeSelection(free)).toMatchObject({
      envelope: 'briefumschlag-haftklebend-white-155x155',
      inlay: null,
    });
    // "none" is then written into the link, so the choice survives a reload.
    const { selection } = parseThemeSelection(new URLSearchParams('envelope=none'), free);
    expect(selection.envelope).toBeNull();
    expect(themeSelectionSearch(selection, free)).toBe('?envelope=none');
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['', {}, []],
    ['quantity=100', { quantity: 100 }, []],
    ['quantity=41', { quantity: 41 }, []],
    ['quantity=42', { quantity: 41 }, ['quantity']],
    ['quantity=99999', { quantity: 5000 }, ['quantity']],
    ['quantity=abc', {}, ['quantity']],
    ['envelope=none&inlay=none', { envelope: null, inlay: null }, []],
    [
      'envelope=briefumschlag-haftklebend-red-155x155',
      { envelope: 'briefumschlag-haftklebend-red-155x155' },
      [],
    ],
    ['envelope=briefumschlag-haftklebend-white-164x164', {}, ['envelope']],
    ['format=klappkarte-160x160', { format: 'klappkarte-160x160', envelope: null, inlay: null }, []],
    ['format=a4', {}, ['format']],
    ['ribbon=ribbon-satin-red&bow=bow-satin-pink', { ribbon: 'ribbon-satin-red', bow: 'bow-satin-pink' }, []],
    ['box=box-gift-white', {}, ['box']],
    ['quantity=100&quantity=250', { quantity: 100 }, ['quantity']],
    ['themeId=x&utm_source=y', {}, []],
  ])('%s', (search, patch, issueParams) => {
    const { selection, issues } = parse(search);
    expect(selection).toEqual({ ...defaultThemeSelection(CHOICES), ...patch });
    expect(issues.map((i) => i.param)).toEqual(issueParams);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    for (const search of [
      '',
      '?quantity=100',
      '?format=klappkarte-160x160',
      '?envelope=briefumschlag-haftklebend-white-155x155',
      '?quantity=250&envelope=briefumschlag-haftklebend-red-155x155&inlay=einlegeblatt-145x145-standard&ribbon=ribbon-satin-red',
    ]) {
      const { selection } = parse(search.slice(1));
      expect(themeSelectionSearch(selection, CHOICES)).toBe(search);
    }
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 5],
    [42, 41],
    [43, 41],
    [44, 45],
    [47, 45],
    [48, 50],
    [255, 250],
    [1049, 1000],
    [1050, 1000],
    [6000, 5000],
  ])('quantity %i is moved to %i', (wish, step) => {
    expect(nearestQuantityStep(wish)).toBe(step);
  });
});

describe('designer links of a theme', () => {
  it('carries theme, format, quantity and the chosen accessories', () => {
    const { selection } = parse(
      'quantity=100&envelope=briefumschlag-haftklebend-red-155x155&inlay=einlegeblatt-145x145-standard&ribbon=ribbon-satin-red&bow=bow-satin-pink',
    );
    const params = themeDesignerParams({ id: 'hochzeit-001', occasion: 'hochzeit' }, selection, CHOICES);
    expect(params).toEqual({
      themeId: 'hochzeit-001',
      format: 'klappkarte-145x145',
      quantity: 100,
      occasion: 'hochzeit',
      envelope: 'briefumschlag-haftklebend-red-155x155',
      envelopeColor: 'red',
      inlay: 'einlegeblatt-145x145-standard',
      inlayPaper: 'standard',
      ribbon: 'ribbon-satin-red',
      ribbonColor: 'red',
      bow: 'bow-satin-pink',
      accessoryTypes: ['envelope', 'inlay', 'ribbon', 'bow'],
    });
    // what the designer link parser accepts
    expect(designerParamsSchema.safeParse(params).success).toBe(true);
    expect(buildDesignerUrl('card', params)).toMatch(/^\/configurator-card\/\?themeId=hochzeit-001&format=/);
  });

  it('leaves accessories out when none are chosen', () => {
    const { selection } = parse('');
    expect(themeDesignerParams({ id: 't1' }, selection, CHOICES)).toEqual({
      themeId: 't1',
      format: 'klappkarte-145x145',
      quantity: 1,
    });
  });

  it('orders a sample: quantity 1, isSample true (SPEC 3)', () => {
    const { selection } = parse('quantity=250&format=klappkarte-160x160');
    const params = themeSampleParams({ id: 't1' }, selection, CHOICES);
    expect(params).toEqual({ themeId: 't1', format: 'klappkarte-160x160', quantity: 1, isSample: true });
    expect(buildDesignerUrl('card', params)).toBe(
      '/configurator-card/?themeId=t1&format=klappkarte-160x160&quantity=1&isSample=true',
    );
  });
});
