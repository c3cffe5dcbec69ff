/**
 * The search result page (issue 32 §1) at the language's own path: a search form, "did you mean",
 * filter links per kind with their counts, the results and crawlable paging, an empty state with
 * popular searches. Everything is a link or a GET form, so it works before and without JavaScript.
 */
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { SearchHit, SearchKind } from '../../../shared/search/search';
import { type SearchPageState, searchStateQuery } from '../../../shared/search/search-url';
import { useShop } from '../../app/shop-context';
import { Image } from '../../ui/image';
import { Link } from '../../ui/Link';
import { Pager, RESULTS_ID, StateLink } from '../listings/parts';
import { SeoHead } from '../seo/SeoHead';
import type { SearchPageData } from './search-loader';
import './search.css';

const RESULTS_HEADING = RESULTS_ID;

function queryLink(state: SearchPageState, change: Partial<SearchPageState>): string {
  return searchStateQuery({ ...state, page: 1, ...change });
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <li className="search-hit" data-testid="search-hit" data-kind={hit.kind} data-key={hit.key}>
      {hit.image ? (
        <span className="search-hit__picture">
          <Image src={hit.image} alt="" aspect={1} sizes="96px" />
        </span>
      ) : null}
      <span className="search-hit__text">
        <Link href={hit.href} className="search-hit__title">
          {hit.title}
        </Link>
        <span className="search-hit__kind">
          {t(`search.kinds.${hit.kind}`)}
          {hit.subtitle ? ` · ${hit.subtitle}` : ''}
        </span>
        {hit.snippet ? <span className="search-hit__snippet">{hit.snippet}</span> : null}
      </span>
    </li>
  );
}

function Popular({ state }: { state: SearchPageState }) {
  const { t } = useTranslation();
  const { channel } = useShop();
  const words = t(`search.popular.${channel}`)
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  return (
    <ul className="search-popular" data-testid="search-popular">
      {words.map((word) => (
        <li key={word}>
          <StateLink search={queryLink(state, { q: word, kind: null })}>{word}</StateLink>
        </li>
      ))}
    </ul>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const { state, result, path, seo } = (useLoaderData() as { search: SearchPageData }).search;
  const { basename } = useShop();
  const title = state.q ? t('search.titleFor', { query: state.q }) : t('search.title');
  const kinds = result?.facets ?? [];
  const allCount = kinds.reduce((sum, f) => sum + f.count, 0);
  const filter = (kind: SearchKind | null, label: string, count: number) => {
    const current = (result?.kind ?? null) === kind;
    return (
      <li key={kind ?? 'all'}>
        <StateLink
          search={queryLink(state, { kind })}
          aria-current={current ? 'page' : undefined}
          className={current ? 'search-filter search-filter--current' : 'search-filter'}
          data-testid={`search-filter-${kind ?? 'all'}`}
        >
          {label} <span className="search-filter__count">({count})</span>
        </StateLink>
      </li>
    );
  };
  return (
    <div className="search-page" data-testid="search-page">
      <SeoHead seo={{ ...seo, title, description: t('search.description') }} />
      <h1>{title}</h1>
      <search>
        <form className="search-page__form" action={`${basename.replace(/\/$/, '')}${path}`} method="get">
          <label htmlFor="search-page-q" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="search-page-q"
            className="search-page__input"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={100}
            placeholder={t('search.placeholder')}
            autoComplete="off"
          />
          <button type="submit" className="search-page__submit">
            {t('search.submit')}
          </button>
        </form>
      </search>
      {result?.didYouMean ? (
        <p className="search-page__did-you-mean" data-testid="search-did-you-mean">
          {t('search.didYouMean')}{' '}
          <StateLink search={queryLink(state, { q: result.didYouMean, kind: null })}>
            <strong>{result.didYouMean}</strong>
          </StateLink>
          ?
        </p>
      ) : null}
      {!result ? (
        <div className="search-page__start">
          <p>{t('search.start')}</p>
          <Popular state={state} />
        </div>
      ) : allCount === 0 ? (
        <div className="search-page__empty" data-testid="search-empty">
          <h2>{t('search.empty.title', { query: state.q })}</h2>
          <p>{t('search.empty.text')}</p>
          <Popular state={state} />
        </div>
      ) : (
        <>
          <nav className="search-page__filters" aria-label={t('search.filters.label')}>
            <ul>
              {filter(null, t('search.filters.all'), allCount)}
              {kinds.map((f) => filter(f.kind, t(`search.filters.kinds.${f.kind}`), f.count))}
            </ul>
          </nav>
          <section aria-labelledby={RESULTS_HEADING}>
            <h2 id={RESULTS_HEADING} className="search-page__count" data-testid="search-count">
              {t('search.count', { count: result.total })}
            </h2>
            <ol className="search-results" data-testid="search-results">
              {result.hits.map((hit) => (
                <Hit key={`${hit.kind}/${hit.key}`} hit={hit} />
              ))}
            </ol>
            <Pager
              page={result.page}
              pageCount={result.pageCount}
              searchOf={(page) => searchStateQuery({ ...state, kind: result.kind, page })}
            />
          </section>
        </>
      )}
    </div>
  );
}
