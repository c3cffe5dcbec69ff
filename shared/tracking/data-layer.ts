import {
  type Channel,
  type Country,
  type Currency,
  countryOf,
  currencyOf,
  type Language,
  languageOf,
  type Market,
} from '../markets';

/** SPEC 3: the tracking init event, the first entry of the dataLayer. */
export interface DataLayerInitEvent {
  event: 'init';
  channel: Channel;
  country: Country;
  currency: Currency;
  language: Language;
  locale: Market;
  page: { uniqueIdentifier: string };
  platform: 'web' | 'desktop';
}

export interface InitEventInput {
  channel: Channel;
  market: Market;
  platform: 'w' | 'd';
  /** The page's unique identifier: the content story's uuid, or the route id for app pages. */
  uniqueIdentifier: string;
}

export function buildInitEvent(input: InitEventInput): DataLayerInitEvent {
  return {
    event: 'init',
    channel: input.channel,
    country: countryOf(input.market),
    currency: currencyOf(input.market),
    language: languageOf(input.market),
    locale: input.market,
    page: { uniqueIdentifier: input.uniqueIdentifier },
    platform: input.platform === 'd' ? 'desktop' : 'web',
  };
}
