/**
 * Channel and market of an API request (SPEC 7): the X-Channel and X-Locale headers when given (a
 * locale in the API's own path comes first), else what the Host serves (DESIGN "Hosts"). Unknown
 * values are a 400 that says what would work. The shop's one way to find an API request's market:
 * the catalogue, themes, customer and content APIs all ask here.
 */
import type { FastifyRequest } from 'fastify';
import {
  CHANNELS,
  type Channel,
  channelSells,
  DEFAULT_MARKET,
  isChannel,
  isLocaleString,
  isMarket,
  type Market,
  marketsOfChannel,
  marketsOfHost,
} from '../../shared/markets';
import type { Platform } from '../../shared/routing';
import { formatHost } from '../http/host-header';
import { badInput, listOf, quote, type ShopContext } from './common';

export interface RequestMarket extends ShopContext {
  /** The host as the shopper addressed it (sanitised, port kept), for absolute URLs. */
  host: string;
  protocol: 'http' | 'https';
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (Array.isArray(value)) throw badInput(name, `${name} is given ${value.length} times; send it once.`);
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function parseChannel(value: string): Channel {
  if (isChannel(value)) return value;
  throw badInput(
    'X-Channel',
    `X-Channel ${quote(value)} is not a shop channel; expected one of: ${listOf(CHANNELS)}.`,
  );
}

export function parseMarket(value: string): Market {
  if (isMarket(value)) return value;
  throw badInput(
    'X-Locale',
    isLocaleString(value)
      ? `X-Locale "${value}" is not a market of the shop; expected one of: ${listOf(marketsOfChannel('cards'))}.`
      : `X-Locale ${quote(value)} is not a locale (two letters, hyphen, two letters, e.g. de-DE).`,
  );
}

export function requestMarket(request: FastifyRequest, options: { locale?: string } = {}): RequestMarket {
  const channelHeader = singleHeader(request, 'x-channel');
  const localeHeader = options.locale ?? singleHeader(request, 'x-locale');
  const { host, site: entry } = request.shop;
  const channel = channelHeader === undefined ? entry.channel : parseChannel(channelHeader);
  const market =
    localeHeader === undefined
      ? (marketsOfHost({ channel, country: entry.country })[0] ?? DEFAULT_MARKET)
      : parseMarket(localeHeader);
  if (!channelSells(channel, market)) {
    throw badInput(
      'X-Locale',
      `the ${channel} shop does not sell in ${market}; it sells in: ${listOf(marketsOfChannel(channel))}.`,
    );
  }
  return {
    channel,
    market,
    host: formatHost(host),
    protocol: request.protocol === 'https' ? 'https' : 'http',
  };
}

export function parsePlatform(value: string | undefined): Platform {
  return value === 'd' || value === 'desktop' ? 'd' : 'w';
}
