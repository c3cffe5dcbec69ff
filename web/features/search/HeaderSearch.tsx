/**
 * The search field of the header (desktop) and the burger (mobile), issue 32 §1. On the server and
 * before any interaction it is a plain GET form to the result page, which works without
 * JavaScript. The first focus or pointer over it loads the combobox (its own chunk), which takes the
 * input's place with what was typed and the focus, and suggests results while typing.
 */
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../shared/markets';
import { searchPathOf } from '../../../shared/search/search';
import { useShop } from '../../app/shop-context';
import { Icon } from '../../ui/icons/Icon';
import type { SearchComboboxProps } from './SearchCombobox';
import './header-search.css';

type Variant = 'header' | 'burger';

let comboboxModule: Promise<ComponentType<SearchComboboxProps>> | undefined;
const loadCombobox = () => {
  comboboxModule ??= import('./SearchCombobox').then((m) => m.SearchCombobox);
  return comboboxModule;
};

export function HeaderSearch({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const shop = useShop();
  const inputRef = useRef<HTMLInputElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [start, setStart] = useState<{ value: string; focused: boolean } | null>(null);
  const action = `${shop.basename.replace(/\/$/, '')}/${searchPathOf(languageOf(shop.market))}`;
  const id = `search-${variant}`;

  const enhance = () => {
    if (Combobox) return;
    loadCombobox()
      .then((component) => {
        const input = inputRef.current;
        setStart({ value: input?.value ?? '', focused: input === document.activeElement });
        setCombobox(() => component);
      })
      .catch(() => undefined);
  };

  return (
    <search className={`header-search header-search--${variant}`}>
      <form
        action={action}
        method="get"
        className="header-search__form"
        data-testid={`search-form-${variant}`}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        {Combobox && start ? (
          <Combobox id={id} initialValue={start.value} autoFocus={start.focused} />
        ) : (
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="header-search__input"
            type="search"
            name="q"
            maxLength={100}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            data-testid={`search-input-${variant}`}
            onFocus={enhance}
            onPointerEnter={enhance}
          />
        )}
        <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
          <Icon name="search" size={20} />
        </button>
      </form>
    </search>
  );
}
