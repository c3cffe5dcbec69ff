/**
 * SPEC 7 /web-api/feature-flags: the treatments of this channel's flags for the visitor's user key,
 * under the same rules as a page (server/flags/request-flags.ts): a bot gets control and no SDK
 * call; without granted consent there is no user key, so control; with consent the SDK evaluates
 * for the key of the cookie. The answer never sets or creates a key: the page and the consent
 * choice (/web-api/user-key) do.
 */
import { z } from 'zod';
import { CONTROL, flagsOfChannel, type Treatments } from '../../shared/flags';
import { badInput, listOf } from '../catalogue/common';
import { list } from '../catalogue/inputs';
import { defineRoute } from '../catalogue/routes';
import type { FlagService } from './flag-service';
import { readUserKey } from './user-key';

export interface FeatureFlagsAnswer {
  /** The key the treatments are for; null for bots and without consent. */
  splitKey: string | null;
  reason: 'evaluated' | 'unavailable' | 'no-consent' | 'bot';
  treatments: Treatments;
}

const flagNameInput = z.string().min(1).max(250);

export function featureFlagsRoutes(service: FlagService) {
  return [
    defineRoute({
      urls: ['/web-api/feature-flags'],
      operationId: 'featureFlags',
      tag: 'flags',
      summary:
        'Treatments (on, off, control) of the channel’s flags for the user key of the shop_uid cookie. Bots and visitors without granted consent get control and splitKey null. flags[] narrows the answer to some flags.',
      query: { 'flags[]': list('flags[]', flagNameInput, 50).optional() },
      cache: 'no-store',
      handle: ({ query, market, request }): FeatureFlagsAnswer => {
        const known = flagsOfChannel(market.channel);
        const asked = query['flags[]'] ?? known;
        const unknown = asked.find((flag) => !known.includes(flag));
        if (unknown !== undefined) {
          throw badInput(
            'flags[]',
            `"${unknown.slice(0, 80)}" is not a flag of the ${market.channel} shop; its flags: ${listOf(known)}.`,
          );
        }
        const control = (): Treatments => Object.fromEntries(asked.map((flag) => [flag, CONTROL]));
        // The request context read the cookies and the user agent once (server/http/request-context.ts).
        if (request.shop.isBot) return { splitKey: null, reason: 'bot', treatments: control() };
        const { cookies, consent, deviceClass } = request.shop;
        const key = consent === 'granted' ? readUserKey(cookies) : null;
        if (key === null) return { splitKey: null, reason: 'no-consent', treatments: control() };
        const status = service.status();
        const usable = service.mode !== 'off' && status !== 'failed' && status !== 'destroyed';
        const treatments = service.evaluate(key, asked, {
          market: market.market,
          deviceClass,
        });
        return { splitKey: key, reason: usable ? 'evaluated' : 'unavailable', treatments };
      },
    }),
  ];
}
