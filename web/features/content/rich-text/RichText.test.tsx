import { describe, expect, it } from 'vitest';
import type { RichTextDoc } from '../../../../shared/content/story-types';
import { Blocks } from '../Blocks';
import { recordingLog, render } from '../test-utils';
import { RichText } from './RichText';

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichTextDoc;
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });

/** Nothing in the markup that a browser would execute or that could load a script. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/data:/i);
  // Event-handler attributes inside real tags (escaped text such as "&lt;img onerror=" is harmless).
  expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  expect(html).not.toMatch(/<(iframe|object|embed|style|svg|form)[\s>]/i);
  expect(html).not.toContain('dangerouslySetInnerHTML');
}

describe('RichText: hostile input is neutralised', () => {
  it('renders script tags in text as text', () => {
    const html = render(
      <RichText doc={doc(p(text('<script>alert("x")</script> und <img src=x onerror=alert(1)>')))} />,
    );
    expectInert(html);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('refuses javascript:, vbscript: and data: links, also when obfuscated, and keeps their text', () => {
    const log = recordingLog();
    const hrefs = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\u0000script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,<script>alert(1)</script>',
    ];
    const html = render(
      <RichText
        doc={doc(
          ...hrefs.map((href, i) =>
            p(text(`Link ${i}`, [link({ href, linktype: 'url', target: '_blank' })])),
          ),
        )}
      />,
      { log },
    );
    expectInert(html);
    expect(html).not.toContain('onerror=');
    expect(html).not.toContain('<a');
    for (let i = 0; i < hrefs.length; i++) expect(html).toContain(`Link ${i}`);
    expect(log.messages.every((m) => m === 'rich-text link refused')).toBe(true);
    expect(log.messages.length).toBeGreaterThan(0);
  });

  it('refuses javascript: story links and e-mail links with injected headers', () => {
    const html = render(
      <RichText
        doc={doc(
          p(text('Story', [link({ href: 'javascript:alert(1)', linktype: 'story' })])),
          p(text('Mail', [link({ href: 'a@b.de?bcc=all@b.de', linktype: 'email' })])),
          p(text('Mail2', [link({ href: 'javascript:alert(1)//@b.de', linktype: 'email' })])),
        )}
      />,
    );
    expectInert(html);
    expect(html).not.toContain('<a');
    expect(html).not.toContain('bcc');
  });

  it('ignores event handlers, styles and unknown attributes in attrs', () => {
    const html = render(
      <RichText
        doc={doc(
          {
            type: 'paragraph',
            attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', class: 'x' },
            content: [text('Absatz', [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }])],
          },
          {
            type: 'heading',
            attrs: { level: '2" onclick="alert(1)', onerror: 'alert(1)' },
            content: [text('Titel')],
          },
          {
            type: 'image',
            attrs: { src: '/assets/a.jpg', alt: 'Bild', onerror: 'alert(1)', onload: 'alert(1)', style: 'x' },
          },
          p(
            text('Stil', [
              { type: 'styled', attrs: { class: 'evil', onclick: 'alert(1)' } },
              { type: 'textStyle', attrs: { color: 'red' } },
            ]),
          ),
        )}
      />,
    );
    expectInert(html);
    expect(html).not.toContain('onerror=');
    expect(html).not.toContain('onclick=');
    expect(html).not.toContain('onload=');
    expect(html).not.toContain('background:url');
    expect(html).not.toMatch(/<p[^>]*style=/);
    expect(html).not.toContain('class="x"');
    expect(html).not.toContain('evil');
    expect(html).toContain('<strong>Absatz</strong>');
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain('alt="Bild"');
    expect(html).toContain('Stil');
  });

  it('drops images with script or data sources', () => {
    const log = recordingLog();
    const html = render(
      <RichText
        doc={doc(
          p({ type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'a' } }),
          p({ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'b' } }),
          p({ type: 'image', attrs: { src: { toString: 'x' }, alt: 'c' } }),
        )}
      />,
      { log },
    );
    expectInert(html);
    expect(html).not.toContain('<img');
    expect(log.messages.length).toBeGreaterThan(0);
  });

  it('never renders raw HTML nodes, whatever they are called', () => {
    const log = recordingLog();
    const html = render(
      <RichText
        doc={doc(
          { type: 'html', attrs: { html: '<script>alert(1)</script>' }, content: [text('<b>x</b>')] },
          { type: 'script', content: [text('alert(1)')] },
          { type: 'iframe', attrs: { src: 'https://evil.example' } },
        )}
      />,
      { log },
    );
    expectInert(html);
    expect(html).not.toContain('evil.example');
    expect(log.messages).toEqual([
      'missing rich-text renderer html',
      'missing rich-text renderer script',
      'missing rich-text renderer iframe',
    ]);
  });

  it('survives malformed documents', () => {
    const bad = [
      null,
      undefined,
      42,
      'Nur Text',
      { type: 'doc' },
      { type: 'doc', content: 'x' },
      {
        type: 'doc',
        content: [
          null,
          1,
          'x',
          { text: 'no type' },
          { type: 'text', text: 5 },
          { type: 'paragraph', content: {} },
        ],
      },
      {
        type: 'doc',
        content: [
          { type: 'text', text: 'x', marks: 'bold' },
          { type: 'text', text: 'y', marks: [null, 3] },
        ],
      },
    ];
    for (const value of bad) {
      expect(() => render(<RichText doc={value as RichTextDoc} />)).not.toThrow();
    }
  });

  it('stops at absurd nesting instead of overflowing the stack', () => {
    let node: Record<string, unknown> = text('tief');
    for (let i = 0; i < 5000; i++) node = { type: 'blockquote', content: [node] };
    const log = recordingLog();
    expect(() => render(<RichText doc={doc(node)} />, { log })).not.toThrow();
    expect(log.messages).toContain('rich-text render error: document nested too deeply');
  });
});

describe('RichText: renderers', () => {
  it('logs a missing renderer once and renders nothing for that node, but its siblings', () => {
    const log = recordingLog();
    const html = render(
      <RichText
        doc={doc(
          p(text('Vorher')),
          { type: 'carousel', content: [p(text('Innen'))] },
          { type: 'carousel' },
          p(text('Nachher')),
        )}
      />,
      { log },
    );
    expect(html).toBe('<div class="rich-text"><p>Vorher</p><p>Nachher</p></div>');
    expect(log.messages).toEqual(['missing rich-text renderer carousel']);
  });

  it('logs unknown marks and keeps their text', () => {
    const log = recordingLog();
    const html = render(<RichText doc={doc(p(text('Glitzer', [{ type: 'sparkle' }])))} />, { log });
    expect(html).toContain('<p>Glitzer</p>');
    expect(log.messages).toEqual(['missing rich-text renderer mark sparkle']);
  });

  it('renders paragraphs, headings 2-6, lists, quotes, rules, breaks and marks', () => {
    const html = render(
      <RichText
        doc={doc(
          { type: 'heading', attrs: { level: 1 }, content: [text('Eins')] },
          { type: 'heading', attrs: { level: 3 }, content: [text('Drei')] },
          { type: 'heading', attrs: { level: 9 }, content: [text('Neun')] },
          { type: 'bullet_list', content: [{ type: 'list_item', content: [p(text('Punkt'))] }] },
          {
            type: 'ordered_list',
            attrs: { order: 3 },
            content: [{ type: 'list_item', content: [p(text('Drei'))] }],
          },
          { type: 'blockquote', content: [p(text('Zitat'))] },
          { type: 'horizontal_rule' },
          p(
            text('fett', [{ type: 'bold' }]),
            text('kursiv', [{ type: 'italic' }]),
            text('durch', [{ type: 'strike' }]),
            text('unter', [{ type: 'underline' }]),
            text('code', [{ type: 'code' }]),
            { type: 'hard_break' },
            text('Ende'),
          ),
        )}
      />,
    );
    expect(html).toContain('<h2>Eins</h2>');
    expect(html).toContain('<h3>Drei</h3>');
    expect(html).toContain('<h6>Neun</h6>');
    expect(html).toContain('<ul><li><p>Punkt</p></li></ul>');
    expect(html).toContain('<ol start="3"><li><p>Drei</p></li></ol>');
    expect(html).toContain('<blockquote><p>Zitat</p></blockquote>');
    expect(html).toContain('<hr/>');
    expect(html).toContain(
      '<strong>fett</strong><em>kursiv</em><s>durch</s><u>unter</u><code>code</code><br/>Ende',
    );
  });

  it('renders url, story and e-mail links through Link with the SPEC 2 rules', () => {
    const html = render(
      <RichText
        doc={doc(
          p(text('intern', [link({ href: '/karten?utm_source=x&_ga=1', linktype: 'url' })])),
          p(text('story', [link({ href: 'karten/hochzeit', linktype: 'story', anchor: 'preise' })])),
          p(text('home', [link({ href: '', linktype: 'story', story: { full_slug: 'home' } })])),
          p(text('mail', [link({ href: 'hallo@fotowerk.de', linktype: 'email' })])),
          p(text('extern', [link({ href: 'https://example.com/x', linktype: 'url', target: '_blank' })])),
          p(text('eigen', [link({ href: 'https://www.fotowerk.de/x', linktype: 'url' })])),
          p(text('neu', [link({ href: '/fotobuch', linktype: 'url', target: '_blank' })])),
          p(text('fett verlinkt', [{ type: 'bold' }, link({ href: '/a', linktype: 'url' })])),
        )}
      />,
    );
    expect(html).toContain('<a href="/karten?_ga=1">intern</a>');
    expect(html).toContain('href="/karten/hochzeit#preise"');
    expect(html).toMatch(/<a href="\/"[^>]*>home<\/a>/);
    expect(html).toContain('<a href="mailto:hallo@fotowerk.de">mail</a>');
    expect(html).toContain(
      '<a href="https://example.com/x" rel="nofollow noopener noreferrer" target="_blank">extern</a>',
    );
    expect(html).toContain('<a href="https://www.fotowerk.de/x">eigen</a>');
    expect(html).toContain('<a rel="noopener" href="/fotobuch" target="_blank">neu</a>');
    expect(html).toMatch(/<a[^>]*href="\/a"[^>]*><strong>fett verlinkt<\/strong><\/a>/);
  });

  it('renders plain strings as paragraphs and empty documents as nothing', () => {
    expect(render(<RichText doc={'Erster\n\nZweiter <b>'} />)).toBe(
      '<div class="rich-text"><p>Erster</p><p>Zweiter &lt;b&gt;</p></div>',
    );
    expect(render(<RichText doc={doc()} />)).toBe('');
    expect(render(<RichText doc={undefined} />)).toBe('');
  });

  it('renders blok nodes through the block registry', () => {
    const log = recordingLog();
    const html = render(
      <Blocks
        blocks={[
          {
            _uid: 't',
            component: 'Text',
            text: doc({
              type: 'blok',
              attrs: {
                body: [
                  { _uid: 'h', component: 'Headline', text: 'Im Text', level: 'h3' },
                  { _uid: 'z', component: 'Zauber' },
                ],
              },
            }),
          } as never,
        ]}
      />,
      { log },
    );
    expect(html).toContain('<h3 class="headline__title headline__title--h3">Im Text</h3>');
    expect(log.messages).toEqual(['unknown block Zauber']);
  });
});
