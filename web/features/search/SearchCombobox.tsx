/**
 * The search field's suggestions (issue 32 §1), after the WAI-ARIA 1.2 combobox pattern with a
 * listbox popup: typing asks /web-api/search/suggestions after a pause (debounced, the previous
 * request aborted); Down and Up move through the options (aria-activedescendant, focus stays in the
 * field), Enter opens the active option or else submits the form to the result page, Escape closes
 * the list (a second Escape clears the field), Tab leaves. How many suggestions there are is said
 * in a polite live region. Loaded only when the field is first used (HeaderSearch).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiUrl } from '../../../shared/routing/api-base';
import type { SearchHit, SearchSuggestions } from '../../../shared/search/search';
import { useShop } from '../../app/shop-context';

export interface SearchComboboxProps {
  id: string;
  initialValue: string;
  autoFocus: boolean;
}

const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

export function SearchCombobox({ id, initialValue, autoFocus }: SearchComboboxProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  useEffect(() => {
    const q = value.trim();
    if (q.length < MIN_CHARS) {
      setHits([]);
      setOpen(false);
      setStatus('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = apiUrl(
        shop.apiBase ?? '',
        `/web-api/search/suggestions?q=${encodeURIComponent(q.slice(0, 100))}`,
      );
      fetch(url, {
        headers: { Accept: 'application/json', 'X-Channel': shop.channel, 'X-Locale': shop.market },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
        .then((answer) => {
          if (!answer) return;
          setHits(answer.hits);
          setActive(-1);
          setOpen(document.activeElement === inputRef.current);
          setStatus(
            answer.hits.length > 0
              ? t('search.suggestions.count', { count: answer.hits.length })
              : t('search.suggestions.none'),
          );
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, shop.apiBase, shop.channel, shop.market, t]);

  const expanded = open && hits.length > 0;

  const choose = (hit: SearchHit) => {
    setOpen(false);
    navigate(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (hits.length > 0) {
            setOpen(true);
            setActive(0);
          }
          return;
        }
        setActive((i) => (i + 1) % hits.length);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) return;
        setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
        return;
      case 'Enter': {
        const hit = expanded && active >= 0 ? hits[active] : undefined;
        if (hit) {
          event.preventDefault();
          choose(hit);
        }
        // Otherwise the form submits to the result page.
        return;
      }
      case 'Escape':
        // Inside the burger, Escape closes the list first, not the menu.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          event.stopPropagation();
          setValue('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
    }
  };

  return (
    <div className="header-search__combobox">
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="header-search__input"
        type="search"
        name="q"
        maxLength={100}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-testid={`search-input-${id.replace('search-', '')}`}
        data-enhanced="true"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(hits.length > 0)}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions.label')}
        className="header-search__listbox"
        hidden={!expanded}
        data-testid={`search-listbox-${id.replace('search-', '')}`}
      >
        {hits.map((hit, i) => (
          <div
            key={`${hit.kind}/${hit.key}`}
            id={optionId(i)}
            role="option"
            // Focus stays in the field (aria-activedescendant); -1 keeps options out of the tab order.
            tabIndex={-1}
            aria-selected={i === active}
            className={
              i === active ? 'header-search__option header-search__option--active' : 'header-search__option'
            }
            data-href={hit.href}
            // mousedown, not click: the field's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(hit);
            }}
          >
            <span className="header-search__option-title">{hit.title}</span>
            <span className="header-search__option-kind">
              {t(`search.kinds.${hit.kind}`)}
              {hit.subtitle ? ` · ${hit.subtitle}` : ''}
            </span>
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="search-status">
        {status}
      </div>
    </div>
  );
}
