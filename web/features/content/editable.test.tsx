import { describe, expect, it } from 'vitest';
import { hydrationDataOf } from '../../../shared/content/static-blocks';
import { Blocks } from './Blocks';
import { editableAttributes } from './editable';
import { render } from './test-utils';

const editable = (name: string, uid: string) =>
  `<!--#storyblok#${JSON.stringify({ name, space: '1', uid, id: '102' })}-->`;

describe("the visual editor's block markers", () => {
  it("turn Storyblok's _editable into data-blok-c and data-blok-uid, as the bridge reads them", () => {
    expect(
      editableAttributes({ _uid: 'h1', component: 'Headline', _editable: editable('Headline', 'h1') }),
    ).toEqual({
      'data-blok-c': JSON.stringify({ name: 'Headline', space: '1', uid: 'h1', id: '102' }),
      'data-blok-uid': '102-h1',
    });
  });

  it('are absent without _editable, or with one that is not Storyblok’s comment', () => {
    expect(editableAttributes({ _uid: 'h1', component: 'Headline' })).toBeUndefined();
    expect(editableAttributes({ _uid: 'h1', component: 'Headline', _editable: '<b>x</b>' })).toBeUndefined();
    expect(
      editableAttributes({ _uid: 'h1', component: 'Headline', _editable: '<!--#storyblok#{oops-->' }),
    ).toBeUndefined();
  });

  it('wrap every editable block of a page, and only editable ones', () => {
    const blocks = [
      { _uid: 'h1', component: 'Headline', text: 'Hallo', _editable: editable('Headline', 'h1') },
      { _uid: 'h2', component: 'Headline', text: 'Ohne Marker' },
    ];
    const html = render(<Blocks blocks={blocks} />);
    expect(html.match(/data-blok-uid="102-h1"/g)).toHaveLength(1);
    expect(html).toContain('Hallo');
    expect(html).not.toContain('data-blok-uid="102-h2"');
    expect(html.match(/data-blok-c=/g)).toHaveLength(1);
  });

  it('stay on the stubs of static blocks, so hydration keeps them', () => {
    const { content } = hydrationDataOf({
      content: {
        _uid: 'page',
        component: 'Page',
        body: [{ _uid: 'h1', component: 'Headline', text: 'Hallo', _editable: editable('Headline', 'h1') }],
      },
    });
    const stub = (content.body as Record<string, unknown>[])[0];
    expect(stub).toMatchObject({ _static: true, _editable: editable('Headline', 'h1') });
  });
});
