import { describe, expect, it } from 'vitest';
import type { MultiLink } from '../../../shared/content/story-types';
import { isSafeHref, isSafeImageSrc, isSelfHostedPath, linkRel, multiLinkTarget, storyPath } from './links';

const url = (value: string, target?: '_blank'): MultiLink => ({
  fieldtype: 'multilink',
  linktype: 'url',
  url: value,
  target,
});

describe('multiLinkTarget', () => {
  it('takes url links as they are and allows editors their absolute URLs', () => {
    expect(multiLinkTarget(url('/karten'))).toEqual({ href: '/karten', allowExternal: false });
    expect(multiLinkTarget(url('https://example.com/a', '_blank'))).toEqual({
      href: 'https://example.com/a',
      allowExternal: true,
      target: '_blank',
      rel: 'noopener',
    });
  });

  it('turns story links into shop paths', () => {
    expect(
      multiLinkTarget({ fieldtype: 'multilink', linktype: 'story', id: 'x', cached_url: 'karten/hochzeit' })
        ?.href,
    ).toBe('/karten/hochzeit');
    expect(
      multiLinkTarget({ fieldtype: 'multilink', linktype: 'story', id: 'x', cached_url: 'home' })?.href,
    ).toBe('/');
    expect(
      multiLinkTarget({
        fieldtype: 'multilink',
        linktype: 'story',
        id: 'x',
        cached_url: 'alt',
        anchor: 'preise',
        story: { id: 1, uuid: 'x', name: 'Neu', slug: 'neu', full_slug: 'fotobuch/neu' },
      })?.href,
    ).toBe('/fotobuch/neu#preise');
  });

  it('builds mailto links and refuses header injection', () => {
    expect(
      multiLinkTarget({ fieldtype: 'multilink', linktype: 'email', email: 'hallo@fotowerk.de' })?.href,
    ).toBe('mailto:hallo@fotowerk.de');
    expect(
      multiLinkTarget({ fieldtype: 'multilink', linktype: 'email', email: 'a@b.de?bcc=x@y.de' }),
    ).toBeUndefined();
    expect(
      multiLinkTarget({ fieldtype: 'multilink', linktype: 'email', email: 'keine adresse' }),
    ).toBeUndefined();
  });

  it('refuses empty, script and data links', () => {
    expect(multiLinkTarget(undefined)).toBeUndefined();
    expect(multiLinkTarget(url(''))).toBeUndefined();
    expect(multiLinkTarget(url('javascript:alert(1)'))).toBeUndefined();
    expect(multiLinkTarget(url(' JAVA\nSCRIPT:alert(1)'))).toBeUndefined();
    expect(multiLinkTarget(url('data:text/html,x'))).toBeUndefined();
    expect(
      multiLinkTarget({
        fieldtype: 'multilink',
        linktype: 'story',
        id: 'x',
        cached_url: 'javascript:alert(1)',
      }),
    ).toBeUndefined();
    expect(
      multiLinkTarget({ fieldtype: 'multilink', linktype: 'url', url: 42 } as unknown as MultiLink),
    ).toBeUndefined();
  });
});

describe('href and source checks', () => {
  it('accepts paths, anchors and safe schemes only', () => {
    for (const ok of ['/a', 'a/b', '#top', 'https://x.de', 'mailto:a@b.de', 'tel:+4930123'])
      expect(isSafeHref(ok)).toBe(true);
    for (const bad of [
      '',
      'javascript:x',
      'vbscript:x',
      'data:x',
      'file:///etc/passwd',
      'java\u0000script:x',
    ])
      expect(isSafeHref(bad)).toBe(false);
  });

  it('accepts image paths and http(s) only', () => {
    expect(isSafeImageSrc('/assets/a.jpg')).toBe(true);
    expect(isSafeImageSrc('https://a.storyblok.com/f/1/a.jpg')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSrc(undefined)).toBe(false);
  });

  it('knows self-hosted media paths', () => {
    expect(isSelfHostedPath('/assets/v.mp4')).toBe(true);
    expect(isSelfHostedPath('//evil.example/v.mp4')).toBe(false);
    expect(isSelfHostedPath('https://cdn.example/v.mp4')).toBe(false);
  });

  it('maps story slugs to paths', () => {
    expect(storyPath('/karten/')).toBe('/karten');
    expect(storyPath('')).toBe('/');
  });

  it('leaves rel to <Link> for foreign hosts and keeps noopener for own ones', () => {
    const blank = { allowExternal: true, target: '_blank' as const, rel: 'noopener' };
    expect(linkRel({ ...blank, href: 'https://example.com' }, ['fotowerk.de'])).toBeUndefined();
    expect(linkRel({ ...blank, href: 'https://shop.fotowerk.de' }, ['fotowerk.de'])).toBe('noopener');
    expect(linkRel({ ...blank, href: '/a', allowExternal: false }, [])).toBe('noopener');
  });
});
