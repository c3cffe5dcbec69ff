/**
 * One sample blok per block of the library, with realistic German copy, and server data for the
 * blocks that need it. The block tests render them; the lead's "page holding every block" can
 * render `SAMPLE_PAGE` with `SAMPLE_BLOCK_DATA` (or without, to see every empty state).
 */
import type {
  Asset,
  ContentBlokMap,
  ContentComponentName,
  MultiLink,
  PageContent,
  RichTextDoc,
  SubTeaserItemBlok,
} from '../../../shared/content/story-types';
import type {
  BlockDataByComponent,
  BlockDataEntry,
  BlockDataMap,
  DataBlockName,
} from '../../../shared/contracts/block-data';

const asset = (filename: string, alt: string): Asset => ({
  fieldtype: 'asset',
  id: null,
  filename,
  alt,
  title: '',
});
const url = (path: string): MultiLink => ({
  fieldtype: 'multilink',
  linktype: 'url',
  url: path,
  cached_url: path,
});
const story = (slug: string): MultiLink => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: `story-${slug.replace(/\W+/g, '-')}`,
  cached_url: slug,
});

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

export const SAMPLE_RICH_TEXT: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'So einfach geht’s' }],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Wähle ein ' },
        { type: 'text', text: 'Design', marks: [{ type: 'bold' }] },
        {
          type: 'text',
          text: ', lade deine Fotos hoch und bestelle bequem online. Alle Details findest du in unseren ',
        },
        {
          type: 'text',
          text: 'Fragen und Antworten',
          marks: [{ type: 'link', attrs: { href: '/hilfe', linktype: 'url', target: '_self' } }],
        },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [paragraph('Versand in 2–3 Werktagen')] },
        { type: 'list_item', content: [paragraph('Gedruckt in Deutschland')] },
        { type: 'list_item', content: [paragraph('Kostenlose Neuproduktion bei Druckfehlern')] },
      ],
    },
    {
      type: 'ordered_list',
      content: [
        { type: 'list_item', content: [paragraph('Format wählen')] },
        { type: 'list_item', content: [paragraph('Fotos hochladen')] },
      ],
    },
    {
      type: 'blockquote',
      content: [paragraph('„Die Karten sind wunderschön geworden – danke!“')],
    },
    { type: 'horizontal_rule' },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Fragen? Schreib uns an ' },
        {
          type: 'text',
          text: 'hallo@fotowerk.de',
          marks: [{ type: 'link', attrs: { href: 'hallo@fotowerk.de', linktype: 'email' } }],
        },
        { type: 'hard_break' },
        { type: 'text', text: 'Wir antworten werktags innerhalb eines Tages.', marks: [{ type: 'italic' }] },
      ],
    },
  ],
};

const tileItems = (prefix: string): SubTeaserItemBlok[] => [
  {
    _uid: `${prefix}-cards`,
    component: 'SubTeaserItem',
    title: 'Grußkarten',
    text: 'Für Hochzeit, Geburt, Geburtstag und mehr',
    image: asset('/assets/tiles/greeting-cards.jpg', 'Grußkarten mit Fotos auf einem Tisch'),
    link: url('/karten'),
    labels: [
      {
        _uid: `${prefix}-label`,
        component: 'Label',
        labelText: 'Neu',
        labelBackgroundColor: '#1d3c34',
        labelTextColor: '#ffffff',
      },
    ],
  },
  {
    _uid: `${prefix}-book`,
    component: 'SubTeaserItem',
    title: 'Fotobuch',
    text: 'Eure Erinnerungen, gebunden für die Ewigkeit',
    image: asset('/assets/tiles/photo-book.jpg', 'Aufgeschlagenes Fotobuch'),
    link: story('fotobuch'),
  },
  {
    _uid: `${prefix}-calendar`,
    component: 'SubTeaserItem',
    title: 'Fotokalender',
    text: 'Zwölf Monate voller Lieblingsmomente',
    image: asset('/assets/tiles/photo-calendar.jpg', 'Fotokalender an einer Wand'),
    link: url('/fotokalender'),
  },
  {
    _uid: `${prefix}-canvas`,
    component: 'SubTeaserItem',
    title: 'Leinwand',
    text: 'Dein Foto als Wandbild in Galeriequalität',
    image: asset('/assets/tiles/canvas.jpg', 'Leinwandbild über einem Sofa'),
    link: url('/leinwanddruck'),
  },
];

const overview = <C extends keyof ContentBlokMap & `${string}OverviewWrapper`>(
  component: C,
  headline: string,
  category: string,
) => ({ _uid: `sample-${component}`, component, headline, category, pageSize: 12 }) as ContentBlokMap[C];

const detail = <C extends keyof ContentBlokMap & `${string}DetailWrapper`>(component: C, productId: string) =>
  ({
    _uid: `sample-${component}`,
    component,
    productId,
    text: {
      type: 'doc',
      content: [paragraph('Alle Texte und Fotos passt du im Designer ganz nach deinen Wünschen an.')],
    },
  }) as ContentBlokMap[C];

/** One blok per block, by component name. */
export const SAMPLE_BLOCKS: { readonly [K in ContentComponentName]: ContentBlokMap[K] } = {
  ABContent: {
    _uid: 'sample-ABContent',
    component: 'ABContent',
    flag: 'cards_home_headline_test',
    control: [
      { _uid: 'sample-ab-control', component: 'Headline', text: 'Karten für jeden Anlass', level: 'h2' },
    ],
    on: [
      {
        _uid: 'sample-ab-on',
        component: 'Headline',
        text: 'Deine Karte in fünf Minuten gestaltet',
        level: 'h2',
      },
    ],
  },
  Accessory: {
    _uid: 'sample-Accessory',
    component: 'Accessory',
    headline: 'Passende Umschläge und Einleger',
    kinds: ['envelope', 'inlay'],
    cardFormat: '148x105',
  },
  AccessoryDetailWrapper: detail('AccessoryDetailWrapper', 'briefumschlag-c6-weiss-162x114'),
  AccessoryOverviewWrapper: overview('AccessoryOverviewWrapper', 'Zubehör für deine Karten', 'umschlaege'),
  CalendarDetailWrapper: detail('CalendarDetailWrapper', 'design-group-4711'),
  CalendarOverviewWrapper: overview('CalendarOverviewWrapper', 'Wandkalender', 'wandkalender'),
  CardDetailWrapper: detail('CardDetailWrapper', 'theme-hochzeit-eukalyptus'),
  CardOverviewWrapper: overview('CardOverviewWrapper', 'Hochzeitskarten', 'hochzeit'),
  CollageDetailWrapper: detail('CollageDetailWrapper', 'collage-herz-12'),
  CollageOverviewWrapper: overview('CollageOverviewWrapper', 'Fotocollagen', 'leinwand'),
  PhotobookDetailWrapper: detail('PhotobookDetailWrapper', 'design-group-set-15'),
  PhotobookOverviewWrapper: overview('PhotobookOverviewWrapper', 'Hochzeitsfotobücher', '15'),
  ContactForm: {
    _uid: 'sample-ContactForm',
    component: 'ContactForm',
    headline: 'Schreib uns',
    text: {
      type: 'doc',
      content: [paragraph('Unser Kundenservice antwortet werktags innerhalb von 24 Stunden.')],
    },
  },
  CustomerPictureBlock: {
    _uid: 'sample-CustomerPictureBlock',
    component: 'CustomerPictureBlock',
    headline: 'So sehen unsere Leinwände bei euch zu Hause aus',
    text: 'Teile dein Foto mit #fotowerk und wir zeigen es hier.',
    product: 'leinwand',
  },
  Feed: {
    _uid: 'sample-Feed',
    component: 'Feed',
    headline: 'Neu im Shop',
    feedType: 'card',
    category: 'geburtstag',
  },
  FormatsAndPrices: {
    _uid: 'sample-FormatsAndPrices',
    component: 'FormatsAndPrices',
    headline: 'Leinwand: Formate und Preise',
    material: 'leinwand',
    text: { type: 'doc', content: [paragraph('Alle Preise inklusive Mehrwertsteuer, zuzüglich Versand.')] },
  },
  Frame: {
    _uid: 'sample-Frame',
    component: 'Frame',
    headline: 'Holzrahmen',
    frameType: 'holzrahmen',
    material: 'poster',
  },
  Headline: {
    _uid: 'sample-Headline',
    component: 'Headline',
    text: 'Persönliche Geschenke mit deinen Lieblingsfotos',
    subline: 'Gestaltet in wenigen Minuten, gedruckt mit Liebe',
    level: 'h2',
    align: 'center',
  },
  Information: {
    _uid: 'sample-Information',
    component: 'Information',
    headline: 'Lieferung vor Weihnachten',
    text: {
      type: 'doc',
      content: [paragraph('Bestelle bis zum 18. Dezember, damit deine Fotoprodukte rechtzeitig ankommen.')],
    },
    icon: { name: 'truck' },
    variant: 'info',
  },
  Margin: { _uid: 'sample-Margin', component: 'Margin', size: 'medium' },
  PhotoBlock: {
    _uid: 'sample-PhotoBlock',
    component: 'PhotoBlock',
    image: asset(
      '/assets/home/teaser-wedding-card.jpg',
      'Aufgeklappte Hochzeitskarte mit Foto auf einem Holztisch',
    ),
    caption: 'Unsere Hochzeitskarte „Eukalyptus“ auf Naturpapier',
    link: url('/karten/hochzeit'),
    aspectRatio: '3/2',
  },
  PublicContainerWrapper: {
    _uid: 'sample-PublicContainerWrapper',
    component: 'PublicContainerWrapper',
    backgroundColor: '#e7efe9',
    body: [
      { _uid: 'sample-container-headline', component: 'Headline', text: 'Unser Versprechen', level: 'h2' },
      {
        _uid: 'sample-container-text',
        component: 'Text',
        text: {
          type: 'doc',
          content: [paragraph('Nicht zufrieden? Wir drucken neu oder erstatten den Kaufpreis.')],
        },
      },
    ],
  },
  RecoSubTeaser: {
    _uid: 'sample-RecoSubTeaser',
    component: 'RecoSubTeaser',
    headline: 'Das könnte dir auch gefallen',
    maxItems: 4,
    fallbackItems: tileItems('sample-reco-fallback'),
  },
  RecoSubTeaserTiles: {
    _uid: 'sample-RecoSubTeaserTiles',
    component: 'RecoSubTeaserTiles',
    headline: 'Beliebt bei anderen',
    maxItems: 6,
  },
  SKUContainer: {
    _uid: 'sample-SKUContainer',
    component: 'SKUContainer',
    headline: 'Unsere Bestseller',
    skus: ['leinwand-300x400', 'poster-500x700', 'acrylglas-400x400'],
  },
  Shop: {
    _uid: 'sample-Shop',
    component: 'Shop',
    headline: 'Schnell gefunden',
    links: [
      {
        _uid: 'sample-shop-1',
        component: 'ShopLink',
        text: 'Gutscheine',
        link: url('/gutscheine'),
        icon: { name: 'star' },
        color: '#e8613c',
      },
      {
        _uid: 'sample-shop-2',
        component: 'ShopLink',
        text: 'Versand & Lieferung',
        link: url('/versand'),
        icon: { name: 'truck' },
      },
      {
        _uid: 'sample-shop-3',
        component: 'ShopLink',
        text: 'Kundenservice',
        link: url('/kontakt'),
        icon: { name: 'service' },
        color: '#1d3c34',
      },
    ],
  },
  SubTeaser: {
    _uid: 'sample-SubTeaser',
    component: 'SubTeaser',
    headline: 'Beliebte Produkte',
    items: tileItems('sample-st'),
  },
  SubTeaserPhotoLarge: {
    _uid: 'sample-SubTeaserPhotoLarge',
    component: 'SubTeaserPhotoLarge',
    headline: 'Für große Momente',
    items: tileItems('sample-stl').slice(0, 2),
  },
  SubTeaserPhotoSmall: {
    _uid: 'sample-SubTeaserPhotoSmall',
    component: 'SubTeaserPhotoSmall',
    headline: 'Nach Anlass',
    items: tileItems('sample-sts'),
  },
  SubTeaserTiles: {
    _uid: 'sample-SubTeaserTiles',
    component: 'SubTeaserTiles',
    headline: 'Kategorien',
    items: tileItems('sample-stt'),
  },
  Teaser: {
    _uid: 'sample-Teaser',
    component: 'Teaser',
    headline: 'Deine Fotos. Wunderschön gedruckt.',
    subline: 'Karten, Fotobücher und Kalender für jeden Anlass – in wenigen Minuten gestaltet.',
    image: asset(
      '/assets/home/teaser-wedding-card.jpg',
      'Aufgeklappte Hochzeitskarte mit Foto auf einem Holztisch',
    ),
    mobileImage: asset(
      '/assets/home/teaser-wedding-card-portrait.jpg',
      'Aufgeklappte Hochzeitskarte mit Foto auf einem Holztisch',
    ),
    ctaText: 'Jetzt gestalten',
    ctaLink: url('/karten'),
    labels: [
      {
        _uid: 'sample-teaser-label',
        component: 'Label',
        labelText: 'Neu',
        labelBackgroundColor: '#f2c14e',
        labelTextColor: '#1d1d1b',
      },
    ],
  },
  Text: { _uid: 'sample-Text', component: 'Text', text: SAMPLE_RICH_TEXT },
  ThemesOverviewWrapper: {
    _uid: 'sample-ThemesOverviewWrapper',
    component: 'ThemesOverviewWrapper',
    headline: 'Einladungskarten zur Hochzeit',
    occasion: 'hochzeit',
    sort: 'popularity',
    pageSize: 12,
  },
  Toolbox: {
    _uid: 'sample-Toolbox',
    component: 'Toolbox',
    headline: 'Werkzeuge für deine Fotos',
    text: 'Kostenlos und direkt im Browser.',
    tools: [
      {
        _uid: 'sample-tool-1',
        component: 'ToolboxTool',
        tool: 'convert-file',
        link: url('/toolbox/datei-umwandeln'),
      },
      {
        _uid: 'sample-tool-2',
        component: 'ToolboxTool',
        tool: 'convert-pdf',
        link: url('/toolbox/pdf-umwandeln'),
      },
      {
        _uid: 'sample-tool-3',
        component: 'ToolboxTool',
        tool: 'optimize-image',
        link: url('/toolbox/foto-optimieren'),
      },
      {
        _uid: 'sample-tool-5',
        component: 'ToolboxTool',
        tool: 'print-advice',
        link: url('/foto-werkzeuge/druckaufloesung'),
      },
      {
        _uid: 'sample-tool-4',
        component: 'ToolboxTool',
        tool: 'download',
        title: 'Desktop-App',
        text: 'Gestalte auch offline – für Windows und macOS.',
        link: url('/desktop-app'),
      },
    ],
  },
  UspTeaser: {
    _uid: 'sample-UspTeaser',
    component: 'UspTeaser',
    items: [
      {
        _uid: 'sample-usp-1',
        component: 'UspItem',
        icon: { name: 'star' },
        title: 'Seit 2011',
        text: 'Erfahrung aus Millionen gedruckter Fotos',
      },
      {
        _uid: 'sample-usp-2',
        component: 'UspItem',
        icon: { name: 'heart' },
        title: 'Zufriedenheitsgarantie',
        text: 'Nicht zufrieden? Wir drucken neu.',
      },
      {
        _uid: 'sample-usp-3',
        component: 'UspItem',
        icon: { name: 'truck' },
        title: 'Schneller Versand',
        text: 'In 2–3 Werktagen bei dir',
      },
    ],
  },
  VideoBlock: {
    _uid: 'sample-VideoBlock',
    component: 'VideoBlock',
    title: 'So gestaltest du dein Fotobuch',
    video: asset('/assets/videos/fotobuch-gestalten.mp4', ''),
    poster: asset('/assets/videos/fotobuch-gestalten.jpg', ''),
    caption: 'In drei Minuten vom Foto zum fertigen Fotobuch.',
  },
  Voucher: {
    _uid: 'sample-Voucher',
    component: 'Voucher',
    headline: 'Dein Willkommensgeschenk',
    text: 'Gib den Code im Warenkorb ein.',
    code: 'HALLO10',
    validUntil: '2026-12-31',
  },
};

/** All samples as a page body, teaser first in its own slot. */
export const SAMPLE_PAGE: PageContent = {
  _uid: 'sample-page',
  component: 'Page',
  metaTitle: 'Alle Inhaltsblöcke',
  metaDescription: 'Jeder Block der Inhaltsbibliothek mit Beispieldaten.',
  robots: 'noindex,follow',
  teaser: [SAMPLE_BLOCKS.Teaser],
  body: Object.values(SAMPLE_BLOCKS).filter((blok) => blok.component !== 'Teaser'),
};

const image = (src: string, alt: string) => ({ src, alt });
const eur = (amount: number) => ({ amount, currency: 'eur' as const });

const productItems = [
  {
    id: 'p1',
    title: 'Eukalyptus',
    text: 'Klappkarte, Naturpapier',
    image: image('/assets/tiles/greeting-cards.jpg', 'Hochzeitskarte Eukalyptus'),
    href: '/themes/eukalyptus',
    priceFrom: eur(189),
    labels: [{ text: 'Neu' }],
  },
  {
    id: 'p2',
    title: 'Goldrand',
    text: 'Postkarte mit Heißfolie',
    image: image('/assets/tiles/photo-book.jpg', 'Karte mit goldenem Rand'),
    href: '/themes/goldrand',
    priceFrom: eur(219),
  },
];

const detailData: BlockDataByComponent['CardDetailWrapper'] = {
  title: 'Hochzeitseinladung „Eukalyptus“',
  subtitle: 'Klappkarte 148 x 105 mm',
  description: 'Zarte Eukalyptuszweige rahmen euer Lieblingsfoto.',
  images: [
    image('/assets/tiles/greeting-cards.jpg', 'Vorderseite der Karte'),
    image('/assets/home/teaser-wedding-card.jpg', 'Innenseite der Karte'),
  ],
  price: { priceCurrent: 189, priceOriginal: 229, currency: 'eur', from: true },
  designerUrl: '/configurator-card/?themeId=eukalyptus',
  facts: [
    { label: 'Format', value: '14,8 x 10,5 cm' },
    { label: 'Papier', value: 'Naturpapier, 350 g/m²' },
  ],
  labels: [{ text: 'Bestseller' }],
};

/** Server data for the samples, by block kind. */
const SAMPLE_DATA: { [K in DataBlockName]?: BlockDataByComponent[K] } = {
  Accessory: {
    items: [
      {
        sku: 'briefumschlag-c6-weiss-162x114',
        kind: 'envelope',
        title: 'Umschlag C6, weiß',
        widthMm: 162,
        heightMm: 114,
        price: eur(95),
      },
      {
        sku: 'einlegeblatt-146x103-transparent',
        kind: 'inlay',
        title: 'Einlegeblatt, transparent',
        widthMm: 146,
        heightMm: 103,
        price: eur(95),
      },
      { sku: 'schleife-satin-rosa', kind: 'ribbon', title: 'Satinband, rosé' },
    ],
  } satisfies BlockDataByComponent['Accessory'],
  CardDetailWrapper: detailData,
  CardOverviewWrapper: {
    items: productItems,
    total: 48,
    moreHref: '/karten/hochzeit',
  } satisfies BlockDataByComponent['CardOverviewWrapper'],
  CustomerPictureBlock: {
    pictures: [
      {
        id: 'c1',
        image: image('/assets/tiles/canvas.jpg', 'Leinwand über einem Sofa'),
        author: 'Anna aus Köln',
        caption: 'Unser Urlaub an der Ostsee',
      },
      {
        id: 'c2',
        image: image('/assets/tiles/photo-calendar.jpg', 'Kalender in einer Küche'),
        author: 'Jonas',
      },
    ],
  } satisfies BlockDataByComponent['CustomerPictureBlock'],
  Feed: { items: productItems } satisfies BlockDataByComponent['Feed'],
  FormatsAndPrices: {
    material: 'leinwand',
    formats: [
      {
        format: '300x200',
        widthMm: 300,
        heightMm: 200,
        priceCurrent: 2495,
        priceOriginal: 2995,
        currency: 'eur',
        designerUrl: '/configurator-photo-frame/?materialType=leinwand&format=300x200',
      },
      {
        format: '400x300',
        widthMm: 400,
        heightMm: 300,
        priceCurrent: 3495,
        priceOriginal: 3495,
        currency: 'eur',
        designerUrl: '/configurator-photo-frame/?materialType=leinwand&format=400x300',
      },
      {
        format: '600x400',
        widthMm: 600,
        heightMm: 400,
        priceCurrent: 4995,
        priceOriginal: 5995,
        currency: 'eur',
      },
    ],
    designerUrl: '/configurator-photo-frame/?materialType=leinwand',
  } satisfies BlockDataByComponent['FormatsAndPrices'],
  Frame: {
    frameType: 'holzrahmen',
    title: 'Holzrahmen',
    description: 'Massivholz aus Europa, mit 3 cm Passepartout.',
    image: image('/assets/tiles/canvas.jpg', 'Poster im schwarzen Holzrahmen'),
    variants: [
      { id: 'schwarz', title: 'Schwarz', color: '#1b1f1e' },
      { id: 'weiss', title: 'Weiß', color: '#ffffff' },
      { id: 'eiche', title: 'Eiche natur', color: '#c8a27a' },
    ],
    priceFrom: eur(3990),
    designerUrl: '/configurator-photo-frame/?materialType=poster&frameType=holzrahmen',
  } satisfies BlockDataByComponent['Frame'],
  RecoSubTeaserTiles: { items: productItems } satisfies BlockDataByComponent['RecoSubTeaserTiles'],
  SKUContainer: {
    products: [
      {
        sku: 'leinwand-300x400',
        title: 'Leinwand 30 x 40 cm',
        image: image('/assets/tiles/canvas.jpg', 'Leinwand 30 x 40 cm'),
        href: '/leinwanddruck',
        price: { priceCurrent: 2995, priceOriginal: 3995, currency: 'eur' },
        labels: [{ text: 'TOP DEAL', backgroundColor: '#e8613c', textColor: '#1b1f1e' }],
      },
      {
        sku: 'poster-500x700',
        title: 'Poster 50 x 70 cm',
        image: image('/assets/tiles/photo-calendar.jpg', 'Poster 50 x 70 cm'),
        href: '/posterdruck',
        price: { priceCurrent: 1995, priceOriginal: 1995, currency: 'eur' },
      },
    ],
  } satisfies BlockDataByComponent['SKUContainer'],
  Shop: {
    links: [{ text: 'Expressversand', href: '/express', icon: 'truck', color: '#1d3c34' }],
  } satisfies BlockDataByComponent['Shop'],
  ThemesOverviewWrapper: {
    themes: [
      {
        id: 'eukalyptus',
        title: 'Eukalyptus',
        image: image('/assets/tiles/greeting-cards.jpg', 'Karte Eukalyptus'),
        priceFrom: eur(189),
      },
      { id: 'goldrand', title: 'Goldrand', image: image('/assets/tiles/photo-book.jpg', 'Karte Goldrand') },
    ],
    total: 2,
  } satisfies BlockDataByComponent['ThemesOverviewWrapper'],
  Voucher: {
    code: 'HALLO10',
    valid: true,
    discount: { kind: 'percent', percent: 10 },
    minimumOrder: eur(2000),
    validUntil: '2026-12-31',
  } satisfies BlockDataByComponent['Voucher'],
};

/** Server data for the samples, by blok `_uid` ("sample-" and the block's name). */
export const SAMPLE_BLOCK_DATA: BlockDataMap = Object.fromEntries(
  (Object.keys(SAMPLE_DATA) as DataBlockName[]).flatMap((component) => {
    const data = SAMPLE_DATA[component];
    return data ? [[`sample-${component}`, { component, data } as BlockDataEntry]] : [];
  }),
);
