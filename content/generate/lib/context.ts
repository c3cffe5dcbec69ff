/**
 * What a page builder works with: the brand, the language and its dictionary, and block builders
 * that give every blok a stable _uid and turn German page slugs into story links.
 */
import type {
  Asset,
  Blok,
  HeadlineBlok,
  LabelBlok,
  MultiLink,
  RichTextDoc,
  ShopLinkBlok,
  SubTeaserItemBlok,
  TeaserBlok,
  TextBlok,
  UspItemBlok,
  UspTeaserBlok,
} from '../../../shared/content/story-types';
import type { Dictionary, TeaserCopy } from '../copy/types';
import { storyUuid } from './ids';
import { richText } from './rich-text';
import type { Brand, Lang, Pair } from './types';

/** Distributes Omit over a union, so that a blok type keeps its discriminant. */
type Fields<B extends Blok> = Omit<B, '_uid' | 'component'>;

export class Ctx {
  constructor(
    readonly brand: Brand,
    readonly lang: Lang,
    readonly d: Dictionary,
    /** German slug (below the brand folder) → path in this language, for every story of the brand. */
    private readonly paths: ReadonlyMap<string, string>,
    readonly uid: () => string,
  ) {}

  /** A story's address in this language, as a shop path without language prefix (`/` for home). */
  pathOf(slug: string): string {
    const path = this.paths.get(slug);
    if (path === undefined) throw new Error(`${this.brand}: no story "${slug}".`);
    return path === 'home' ? '/' : `/${path}`;
  }

  blok<B extends Blok>(component: B['component'], fields: Fields<B>): B {
    return { _uid: this.uid(), component, ...fields } as B;
  }

  /** A story link; `slug` is the German path below the brand folder (the link's cached_url). */
  link(slug: string, anchor?: string): MultiLink {
    return {
      fieldtype: 'multilink',
      linktype: 'story',
      id: this.storyUuid(slug),
      cached_url: slug,
      ...(anchor ? { anchor } : {}),
    };
  }

  /** A link to a shop route that is no story (`/kundenkonto`) or to another site (`https://…`). */
  url(url: string): MultiLink {
    return { fieldtype: 'multilink', linktype: 'url', url, cached_url: url };
  }

  storyUuid(slug: string): string {
    if (!this.paths.has(slug))
      throw new Error(`${this.brand}: a link points to "${slug}", which is no story.`);
    return storyUuid(`${this.brand}/${slug}`);
  }

  rich(markup: string): RichTextDoc {
    return richText(markup, (slug) => ({ uuid: this.storyUuid(slug) }));
  }

  asset(filename: string, alt: string): Asset {
    return { fieldtype: 'asset', id: null, filename, alt };
  }

  teaserImage(key: string, alt: string): Asset {
    return this.asset(`/assets/teasers/${key}.jpg`, alt);
  }

  tileImage(key: string, alt: string): Asset {
    return this.asset(`/assets/tiles/${key}.jpg`, alt);
  }

  label(text: string, background = '#f2c14e', color = '#1d1d1b'): LabelBlok {
    return this.blok<LabelBlok>('Label', {
      labelText: text,
      labelBackgroundColor: background,
      labelTextColor: color,
    });
  }

  teaser(copy: TeaserCopy, image: string, alt: string, link: MultiLink, labels: string[] = []): TeaserBlok {
    return this.blok<TeaserBlok>('Teaser', {
      headline: copy.headline,
      subline: copy.subline,
      image: this.teaserImage(image, alt),
      ctaText: copy.cta,
      ctaLink: link,
      labels: labels.map((l) => this.label(l)),
    });
  }

  headline(
    text: string,
    level: HeadlineBlok['level'],
    extra: { anchor?: string; align?: 'left' | 'center'; subline?: string } = {},
  ): HeadlineBlok {
    return this.blok<HeadlineBlok>('Headline', { text, level, ...extra });
  }

  text(markup: string): TextBlok {
    return this.blok<TextBlok>('Text', { text: this.rich(markup) });
  }

  tile(
    title: string,
    text: string,
    image: string,
    link: MultiLink,
    labels: string[] = [],
  ): SubTeaserItemBlok {
    return this.blok<SubTeaserItemBlok>('SubTeaserItem', {
      title,
      text,
      image: this.tileImage(image, title),
      link,
      ...(labels.length ? { labels: labels.map((l) => this.label(l)) } : {}),
    });
  }

  usps(items: readonly Pair[], icons: readonly string[]): UspTeaserBlok {
    return this.blok<UspTeaserBlok>('UspTeaser', {
      items: items.map(([title, text], i) =>
        this.blok<UspItemBlok>('UspItem', { icon: { name: icons[i] ?? 'check' }, title, text }),
      ),
    });
  }

  shopLink(text: string, link: MultiLink, icon?: string): ShopLinkBlok {
    return this.blok<ShopLinkBlok>('ShopLink', { text, link, ...(icon ? { icon: { name: icon } } : {}) });
  }
}
