/**
 * Channel and market of an API request (SPEC 7): the X-Channel and X-Locale headers when given,
 * else what the Host serves (DESIGN "Hosts"). Unknown values are a 400 that says what would work.
 */
import type { FastifyRequest } from 'fastify';
import {
  CHANNELS,
  type Channel,
  channelSells,
  DEFAULT_MARKET,
  hostnameOf,
  isChannel,
  isLocaleString,
  isMarket,
  lookupHost,
  type Market,
  marketsOfChannel,
  marketsOfHost,
} from '../../shared/markets';
import type { Platform } from '../../shared/routing';
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

export function requestMarket(request: FastifyRequest): RequestMarket {
  const channelHeader = singleHeader(request, 'x-channel');
  const localeHeader = singleHeader(request, 'x-locale');
  const hostHeader = typeof request.headers.host === 'string' ? request.headers.host : undefined;
  const entry = lookupHost(hostHeader);
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
  const port = /:(\d{1,5})$/.exec(hostHeader ?? '')?.[1];
  const name = hostnameOf(hostHeader) || entry.host || 'localhost';
  return {
    channel,
    market,
    host: port ? `${name}:${port}` : name,
    protocol: request.protocol === 'https' ? 'https' : 'http',
  };
}

export function parsePlatform(value: string | undefined): Platform {
  return value === 'd' || value === 'desktop' ? 'd' : 'w';
}
