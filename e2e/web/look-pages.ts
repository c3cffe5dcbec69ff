/**
 * The pages whose look is pinned (issue 33): home, listing, theme or category page and
 * calculator page of each brand. The visual comparison (look.spec.ts) and the committed
 * screenshots under docs/screenshots (npm run screenshots) take the same list.
 *
 * TODO(designer, basket): add the designer (/configurator-…) and the basket (/warenkorb) of each
 * brand once their rebuilt pages have landed (other helpers' issues).
 */
export interface LookPage {
  brand: 'cards' | 'posters';
  name: string;
  host: string;
  path: string;
}

export const LOOK_PAGES: readonly LookPage[] = [
  { brand: 'cards', name: 'home', host: 'de.cards.localhost', path: '/' },
  { brand: 'cards', name: 'listing', host: 'de.cards.localhost', path: '/products?category=geburtstag' },
  { brand: 'cards', name: 'theme', host: 'de.cards.localhost', path: '/themes/hochzeit-001' },
  { brand: 'cards', name: 'calculator', host: 'de.cards.localhost', path: '/leinwanddruck' },
  { brand: 'posters', name: 'home', host: 'de.posters.localhost', path: '/' },
  { brand: 'posters', name: 'listing', host: 'de.posters.localhost', path: '/products' },
  { brand: 'posters', name: 'category', host: 'de.posters.localhost', path: '/posterdruck' },
  { brand: 'posters', name: 'calculator', host: 'de.posters.localhost', path: '/leinwanddruck' },
];
