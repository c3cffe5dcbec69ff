import { describe, expect, it } from 'vitest';
import { hydrationDataOf, isStaticBlok, isStaticStub } from './static-blocks';

const headline = { _uid: 'h1', component: 'Headline', text: 'Hallo' };
const feed = { _uid: 'f1', component: 'Feed', feedType: 'card' };
const form = { _uid: 'c1', component: 'ContactForm', headline: 'Schreib uns' };
const container = (body: unknown[]) => ({ _uid: 'w1', component: 'PublicContainerWrapper', body });

describe('static blocks in the first page hydration data', () => {
  it('replaces a static block by its stub and drops the block data only it reads', () => {
    const page = {
      uuid: 'x',
      content: { _uid: 'p', component: 'Page', body: [headline, feed, form] },
      blockData: { f1: { items: [{ id: 'a' }] }, c1: { topics: [] } },
      seo: { title: 'T' },
    };
    const result = hydrationDataOf(page);
    expect(result.content.body).toEqual([
      { _uid: 's0', component: 'Headline', _static: true },
      { _uid: 's1', component: 'Feed', _static: true },
      form,
    ]);
    expect(result.blockData).toEqual({ c1: { topics: [] } });
    expect(result.seo).toBe(page.seo);
    // The loader's own object is not changed: _payload.json of the same render stays whole.
    expect(page.content.body[0]).toBe(headline);
  });

  it('stubs the page teaser like the body blocks', () => {
    const teaser = { _uid: 't1', component: 'Teaser', headline: 'Hallo' };
    const page = { content: { _uid: 'p', component: 'Page', teaser: [teaser], body: [headline] } };
    expect(hydrationDataOf(page).content.teaser).toEqual([
      { _uid: 's1', component: 'Teaser', _static: true },
    ]);
    // A product page's calculator shows the teaser's picture and texts (productPresentation).
    const product = { content: { teaser: [teaser], body: [] }, calculator: { formats: [] } };
    expect(hydrationDataOf(product).content.teaser).toEqual([teaser]);
    const withForm = { content: { teaser: [{ ...teaser, extra: [form] }], body: [] } };
    expect(hydrationDataOf(withForm).content.teaser).toEqual(withForm.content.teaser);
  });

  it('keeps a container that holds a block with client behaviour, stubbing its static children', () => {
    const page = { content: { body: [container([headline, form])] } };
    const [kept] = hydrationDataOf(page).content.body as unknown as [{ body: unknown[] }];
    expect(kept.body).toEqual([{ _uid: 's0', component: 'Headline', _static: true }, form]);
  });

  it('never treats a static kind that holds an interactive block as static', () => {
    const teaserWithForm = { _uid: 't1', component: 'Teaser', extra: [form] };
    expect(isStaticBlok(teaserWithForm)).toBe(false);
    expect(isStaticBlok(headline)).toBe(true);
    expect(isStaticBlok(form)).toBe(false);
    // Parts that are not blocks (items, labels) are the block's own data.
    const subTeaser = {
      _uid: 's1',
      component: 'SubTeaser',
      items: [{ _uid: 'i1', component: 'SubTeaserItem', labels: [{ _uid: 'l1', component: 'Label' }] }],
    };
    expect(isStaticBlok(subTeaser)).toBe(true);
  });

  it('leaves data that is not a content page as it is', () => {
    const global = { global: { footer: { columns: [] } } };
    expect(hydrationDataOf(global)).toBe(global);
    expect(hydrationDataOf(null)).toBe(null);
  });

  it('recognises its stubs, and only them', () => {
    expect(isStaticStub({ _uid: 'h1', component: 'Headline', _static: true })).toBe(true);
    expect(isStaticStub(headline)).toBe(false);
  });
});
