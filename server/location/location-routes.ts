/**
 * SPEC 7 /api/get-location/: where the visitor is, and which market of this channel would suit
 * them when it is not the one the host serves (the market switcher's suggestion).
 */
import {
  COUNTRIES,
  COUNTRY_MARKETS,
  type Country,
  channelSells,
  countryOf,
  type Market,
} from '../../shared/markets';
import { defineRoute } from '../catalogue/routes';
import { visitorCountry } from './visitor-country';

export interface LocationAnswer {
  /** ISO 3166 code as the edge sent it (upper case), or null when unknown. */
  country: string | null;
  known: boolean;
  /** Why the country is unknown: no configured header was sent, or its value named no country. */
  reason?: 'no-header' | 'not-a-country';
  /** The header that decided. */
  source: string | null;
  /** The markets of this channel in the visitor's country (empty: not sold there). */
  markets: Market[];
  /** A market to suggest: in the visitor's country, when this host serves another country. */
  suggestedMarket: Market | null;
}

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

export function locationRoutes(options: { headers: readonly string[] }) {
  return [
    defineRoute({
      urls: ['/api/get-location/', '/api/get-location'],
      operationId: 'getLocation',
      tag: 'shop',
      summary:
        'The visitor’s country from the edge’s headers (configurable, LOCATION_HEADERS), the channel’s markets there, and a market to suggest when the host serves another country. Unknown: country null with a reason.',
      // Depends on headers no cache keys on.
      cache: 'no-store',
      handle: ({ request, market }): LocationAnswer => {
        const found = visitorCountry(request.headers, options.headers);
        if (!found.known) {
          return {
            country: null,
            known: false,
            reason: found.reason,
            source: found.source,
            markets: [],
            suggestedMarket: null,
          };
        }
        const code = found.country.toLowerCase();
        const markets = isCountry(code)
          ? COUNTRY_MARKETS[code].filter((m) => channelSells(market.channel, m))
          : [];
        const here = countryOf(market.market);
        const suggestedMarket = code !== here ? (markets[0] ?? null) : null;
        return { country: found.country, known: true, source: found.source, markets, suggestedMarket };
      },
    }),
  ];
}
