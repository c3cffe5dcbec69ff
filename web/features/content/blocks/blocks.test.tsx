import { describe, expect, it } from 'vitest';
import type { Blok } from '../../../../shared/content/story-types';
import { type BlockDataMap, checkedBlockData } from '../../../../shared/contracts/block-data';
import { Blocks } from '../Blocks';
import { SAMPLE_BLOCK_DATA, SAMPLE_BLOCKS } from '../sample-blocks';
import { recordingLog, render } from '../test-utils';
import { serverFieldErrors } from './ContactForm';
import { youtubeIdOf } from './Media';
import { safeColor } from './parts';

/** One block's own HTML, without the frame static blocks get (StaticBlock.tsx). */
const one = (blok: Blok, options: Parameters<typeof render>[1] = {}) =>
  render(<Blocks blocks={[blok]} />, options).replace(/^<div class="static-block">([\s\S]*)<\/div>$/, '$1');

/** Block data as a loader could make it, unchecked. */
const wire = (uid: string, component: string, data: unknown) =>
  ({ [uid]: { component, data } }) as unknown as BlockDataMap;

describe('data blocks', () => {
  it('FormatsAndPrices shows formats in the market unit and prices with discounts', () => {
    const html = one(SAMPLE_BLOCKS.FormatsAndPrices, { data: SAMPLE_BLOCK_DATA });
    expect(html).toContain('<th scope="row"><span class="formats-prices__size">30 x 20\u00a0cm</span></th>');
    expect(html).toContain('24,95\u00a0€');
    expect(html).toMatch(
      /<s class="price__original"><span class="visually-hidden">statt <\/span>29,95\u00a0€<\/s>/,
    );
    expect(html).toContain('−16 %');
    expect(html).toContain(
      'href="/configurator-photo-frame/?materialType=leinwand&amp;format=300x200&amp;locale=de-DE"',
    );
  });

  it('FormatsAndPrices without data says so and shows no price', () => {
    const html = one(SAMPLE_BLOCKS.FormatsAndPrices);
    expect(html).toContain('Die Preise für dieses Material können gerade nicht angezeigt werden.');
    expect(html).not.toContain('€');
    expect(html).not.toContain('<table');
  });

  it('data that does not match the schema is left out by the loader, reported, and the block shows its empty state', () => {
    const warnings: string[] = [];
    const data = checkedBlockData(
      wire('sample-FormatsAndPrices', 'FormatsAndPrices', {
        material: 'leinwand',
        formats: [{ format: '1x1', priceCurrent: 'gratis' }],
      }),
      (message) => warnings.push(message),
    );
    expect(data).toEqual({});
    expect(warnings).toEqual(['invalid block data FormatsAndPrices']);
    const html = one(SAMPLE_BLOCKS.FormatsAndPrices, { data });
    expect(html).toContain('block-empty');
    expect(html).not.toContain('gratis');
    // Data that matches passes unchanged.
    expect(checkedBlockData(SAMPLE_BLOCK_DATA, () => {})).toEqual(SAMPLE_BLOCK_DATA);
  });

  it("a block never reads another kind's data, even when it would fit", () => {
    const log = recordingLog();
    const feed = SAMPLE_BLOCK_DATA['sample-Feed'];
    const data = wire('sample-RecoSubTeaserTiles', 'Feed', feed?.data);
    const html = one(SAMPLE_BLOCKS.RecoSubTeaserTiles, { data, log });
    expect(html).toContain('block-empty');
    expect(log.messages).toEqual(['block data of Feed given to RecoSubTeaserTiles']);
  });

  it('prices in another currency keep their currency', () => {
    const data: BlockDataMap = {
      'sample-SKUContainer': {
        component: 'SKUContainer',
        data: {
          products: [
            {
              sku: 'a',
              title: 'Poster',
              href: '/poster',
              price: { priceCurrent: 1990, priceOriginal: 1990, currency: 'chf' },
            },
          ],
        },
      },
    };
    const html = one(SAMPLE_BLOCKS.SKUContainer, { data });
    expect(html).toContain('CHF');
    expect(html).not.toContain('€');
  });

  it('ThemesOverviewWrapper links each theme to its theme page, with a from-price where given', () => {
    const html = one(SAMPLE_BLOCKS.ThemesOverviewWrapper, { data: SAMPLE_BLOCK_DATA });
    expect(html).toContain('href="/themes/eukalyptus"');
    expect(html).toContain('ab 1,89\u00a0€');
    expect(html).toContain('2 Designs');
    expect(html).toMatch(/<h3 class="tile-grid__title">Goldrand<\/h3>/);
  });

  it('every data block has a translated empty state', () => {
    const names = Object.keys(SAMPLE_BLOCK_DATA).map((uid) => uid.replace('sample-', ''));
    for (const name of names) {
      const blok = SAMPLE_BLOCKS[name as keyof typeof SAMPLE_BLOCKS];
      const html = one(blok);
      if (name === 'Voucher') {
        // The editor's own code still shows, without any discount claim.
        expect(html).toContain('HALLO10');
        expect(html).not.toContain('Rabatt');
      } else if (name === 'Shop') {
        expect(html).toContain('Gutscheine');
      } else {
        expect(html, name).toContain('block-empty');
      }
      expect(html, name).not.toMatch(/\d,\d\d\u00a0€/);
    }
  });

  it('Accessory shows only the kinds the editor chose, priced per piece', () => {
    const html = one(SAMPLE_BLOCKS.Accessory, { data: SAMPLE_BLOCK_DATA });
    expect(html).toContain('Umschlag C6, weiß');
    expect(html).toContain('0,95\u00a0€ pro Stück');
    expect(html).not.toContain('Satinband');
  });

  it('RecoSubTeaser falls back to the editor tiles without recommendations', () => {
    const html = one(SAMPLE_BLOCKS.RecoSubTeaser);
    expect(html).toContain('Grußkarten');
    expect(html).not.toContain('block-empty');
  });
});

describe('content blocks', () => {
  it('Headline renders its level and subline', () => {
    const html = one({
      _uid: 'h',
      component: 'Headline',
      text: 'Titel',
      level: 'h4',
      subline: 'Unterzeile',
    } as Blok);
    expect(html).toContain('<h4 class="headline__title headline__title--h4">Titel</h4>');
    expect(html).toContain('<p class="headline__subline">Unterzeile</p>');
    expect(one({ _uid: 'h', component: 'Headline', text: 'X', level: 'h9' } as unknown as Blok)).toContain(
      '<h2',
    );
  });

  it('Margin maps sizes to s, m and l', () => {
    expect(one({ _uid: 'm', component: 'Margin', size: 'large' } as Blok)).toBe(
      '<div class="block-margin block-margin--l" aria-hidden="true"></div>',
    );
    expect(one({ _uid: 'm', component: 'Margin', size: 's' } as unknown as Blok)).toContain(
      'block-margin--s',
    );
    expect(one({ _uid: 'm', component: 'Margin' } as Blok)).toContain('block-margin--m');
  });

  it('sub-teaser tiles are a list of links with images and alt text', () => {
    const html = one(SAMPLE_BLOCKS.SubTeaser);
    expect(html).toMatch(
      /<ul class="tile-grid tile-grid--cards">(<li class="tile-grid__item">.*?<\/li>){4}<\/ul>/,
    );
    expect(html).toContain('alt="Grußkarten mit Fotos auf einem Tisch"');
    expect(html).toContain('href="/karten"');
    expect(html).toContain('href="/fotobuch"');
    expect(html).toMatch(/<h2 id="[^"]+" class="block-heading">Beliebte Produkte<\/h2>/);
    expect(html).toMatch(/<h3 class="tile-grid__title">Fotobuch<\/h3>/);
  });

  it('UspTeaser falls back to a known icon for names the sprite lacks', () => {
    const html = one({
      _uid: 'u',
      component: 'UspTeaser',
      items: [
        {
          _uid: 'i',
          component: 'UspItem',
          icon: { name: 'calendar' },
          title: 'Seit 2011',
          text: 'Erfahrung',
        },
      ],
    } as Blok);
    expect(html).toContain('#icon-check');
    expect(html).toContain('<strong class="usp-teaser__title">Seit 2011</strong>');
  });

  it('VideoBlock shows a poster and a play button, never a player or a third-party frame before the click', () => {
    const html = one(SAMPLE_BLOCKS.VideoBlock);
    expect(html).toMatch(/<button type="button" class="video-block__play">/);
    expect(html).toContain('Video abspielen: So gestaltest du dein Fotobuch');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<iframe');
  });

  it('VideoBlock links out to YouTube instead of embedding it', () => {
    const log = recordingLog();
    const html = one(
      {
        _uid: 'yt',
        component: 'VideoBlock',
        title: 'Fotobuch-Tutorial',
        youtube: 'https://youtu.be/dQw4w9WgXcQ',
        poster: { fieldtype: 'asset', id: null, filename: '/assets/p.jpg', alt: '' },
      } as Blok,
      { log },
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
    expect(html).toContain('target="_blank"');
    expect(log.messages).toEqual([]);
  });

  it('VideoBlock refuses video files from other hosts', () => {
    const log = recordingLog();
    const html = one(
      {
        _uid: 'v',
        component: 'VideoBlock',
        title: 'Fremd',
        video: { fieldtype: 'asset', id: null, filename: 'https://evil.example/v.mp4', alt: '' },
        poster: { fieldtype: 'asset', id: null, filename: '/assets/p.jpg', alt: '' },
      } as Blok,
      { log },
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<button');
    expect(log.messages).toEqual(['video block without a playable source']);
  });

  it('Voucher shows the code with a copy button and a live region', () => {
    const html = one(SAMPLE_BLOCKS.Voucher, { data: SAMPLE_BLOCK_DATA });
    expect(html).toContain('>HALLO10</code>');
    expect(html).toContain('<button type="button" class="button voucher__copy">Code kopieren</button>');
    expect(html).toContain('role="status"');
    expect(html).toContain('10 % Rabatt');
    expect(html).toContain('Gültig bis 31. Dezember 2026');
    expect(html).toContain('Ab einem Bestellwert von 20,00\u00a0€');
  });

  it('Voucher says so when the code has expired', () => {
    const html = one(SAMPLE_BLOCKS.Voucher, {
      data: { 'sample-Voucher': { component: 'Voucher', data: { code: 'HALLO10', valid: false } } },
    });
    expect(html).toContain('Dieser Gutschein ist leider abgelaufen.');
    expect(html).not.toContain('<button');
  });

  it('Shop and Toolbox render link tiles', () => {
    const shop = one(SAMPLE_BLOCKS.Shop, { data: SAMPLE_BLOCK_DATA });
    expect(shop).toContain('href="/gutscheine"');
    expect(shop).toContain('href="/express"');
    expect(shop).toContain('--tile-accent:#e8613c');
    const toolbox = one(SAMPLE_BLOCKS.Toolbox);
    expect(toolbox).toContain('Datei umwandeln');
    expect(toolbox).toContain('href="/toolbox/pdf-umwandeln"');
    expect(toolbox).toContain('Desktop-App');
  });

  it('Information is a note with an icon', () => {
    const html = one(SAMPLE_BLOCKS.Information);
    expect(html).toContain('role="note"');
    expect(html).toContain('#icon-truck');
    expect(html).toContain('Bestelle bis zum 18. Dezember');
  });

  it('PhotoBlock is a figure with caption and link', () => {
    const html = one(SAMPLE_BLOCKS.PhotoBlock);
    expect(html).toMatch(
      /^<figure class="photo-block"><a class="photo-block__link" href="\/karten\/hochzeit"/,
    );
    expect(html).toContain('<figcaption class="photo-block__caption">');
    expect(html).toContain('aspect-ratio:1.5');
  });
});

describe('ContactForm', () => {
  it('renders a form whose fields all have labels', () => {
    const html = one(SAMPLE_BLOCKS.ContactForm);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/web-api/contact"');
    expect(form).toContain('noValidate=""');
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(6);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
    for (const name of ['name', 'email', 'orderNumber', 'topic', 'message', 'consent']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('>E-Mail-Adresse</label>');
    expect(html).toContain('autoComplete="email"');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<option value="order">Meine Bestellung</option>');
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });

  it('offers only the topics the editor chose', () => {
    const html = one({ ...SAMPLE_BLOCKS.ContactForm, topics: ['voucher', 'nonsense'] } as unknown as Blok);
    expect(html).toContain('value="voucher"');
    expect(html).not.toContain('value="order"');
    expect(html).not.toContain('nonsense');
  });

  it('reads field errors of the server answer in its common shapes', () => {
    expect(
      serverFieldErrors({
        error: { code: 'invalid', message: 'x', fields: { email: 'email', name: ['tooShort'] } },
      }),
    ).toEqual({
      email: 'email',
      name: 'tooShort',
    });
    expect(serverFieldErrors({ error: { fields: { message: 'Bitte ohne Links.', unknown: 'x' } } })).toEqual({
      message: { text: 'Bitte ohne Links.' },
    });
    expect(
      serverFieldErrors({
        error: {
          fields: [
            { path: ['topic'], message: 'topic' },
            { field: 'consent', code: 'consent' },
          ],
        },
      }),
    ).toEqual({
      topic: 'topic',
      consent: 'consent',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
    expect(serverFieldErrors({ error: { message: 'kaputt' } })).toEqual({});
  });
});

describe('helpers', () => {
  it('reads YouTube ids from ids and URLs only', () => {
    expect(youtubeIdOf('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeIdOf('javascript:alert(1)')).toBeUndefined();
  });

  it('accepts only plain CSS colours', () => {
    expect(safeColor('#1d3c34')).toBe('#1d3c34');
    expect(safeColor('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(safeColor('white')).toBe('white');
    expect(safeColor('red;background:url(x)')).toBeUndefined();
    expect(safeColor('expression(alert(1))')).toBeUndefined();
  });
});
