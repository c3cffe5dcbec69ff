import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CSS_SIZES, Icon } from './Icon';

describe('Icon', () => {
  it('leaves the common sizes to the stylesheet: a class, no width and height attributes', () => {
    expect(renderToStaticMarkup(<Icon name="cart" />)).toMatch(
      /^<svg class="icon" aria-hidden="true"><use href="[^"]+#icon-cart"><\/use><\/svg>$/,
    );
    const small = renderToStaticMarkup(<Icon name="phone" size={20} className="x" />);
    expect(small).toMatch(/^<svg class="icon icon--20 x" aria-hidden="true">/);
  });

  it('keeps the attributes for a size the stylesheet does not know', () => {
    expect(renderToStaticMarkup(<Icon name="phone" size={13} label="Telefon" />)).toMatch(
      /^<svg class="icon" width="13" height="13" role="img" aria-label="Telefon">/,
    );
  });

  it('has a rule in app.css for every size it leaves to the stylesheet', () => {
    const css = readFileSync(join(import.meta.dirname, '../../styles/app.css'), 'utf8');
    for (const size of CSS_SIZES) {
      const selector = size === 24 ? '.icon' : `.icon--${size}`;
      const rule = new RegExp(`\\n\\${selector} \\{[^}]*width: ${size}px;[^}]*height: ${size}px;`);
      expect(css, selector).toMatch(rule);
    }
  });
});
