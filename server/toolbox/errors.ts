/**
 * The toolbox's refusals as 4xx answers with a message in the shopper's language. The texts live
 * in the web app's bundles (toolbox.errors.*), so the page and the API say the same thing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { type Bundle, bundleOf, DEFAULT_MARKET, type Market } from '../../shared/markets';
import { requestMarket } from '../catalogue/request-market';
import { ApiError } from '../http/errors';

export type ToolboxErrorCode =
  | 'not_multipart'
  | 'malformed_upload'
  | 'no_file'
  | 'empty_file'
  | 'file_too_large'
  | 'too_many_files'
  | 'unsupported_type'
  | 'heic_unsupported'
  | 'image_too_large'
  | 'corrupt_image'
  | 'budget_unreachable'
  | 'invalid_option'
  | 'too_many_uploads'
  | 'busy'
  | 'work_budget_spent'
  | 'too_slow'
  | 'expired';

const STATUS: Record<ToolboxErrorCode, number> = {
  not_multipart: 415,
  malformed_upload: 400,
  no_file: 400,
  empty_file: 400,
  file_too_large: 413,
  too_many_files: 413,
  unsupported_type: 415,
  heic_unsupported: 415,
  image_too_large: 413,
  corrupt_image: 422,
  budget_unreachable: 422,
  invalid_option: 400,
  too_many_uploads: 429,
  busy: 503,
  work_budget_spent: 429,
  too_slow: 422,
  expired: 404,
};

const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'web', 'i18n', 'locales');
type Messages = { toolbox?: Record<string, Record<string, string> | string> };
const bundles = new Map<Bundle, Messages>();

function messagesOf(bundle: Bundle): Messages {
  let found = bundles.get(bundle);
  if (!found) {
    found = JSON.parse(readFileSync(join(LOCALES_DIR, `${bundle}.json`), 'utf8')) as Messages;
    bundles.set(bundle, found);
  }
  return found;
}

/** The market to answer in; a malformed X-Locale is no reason to withhold the real error. */
export function marketOf(request: FastifyRequest): Market {
  try {
    return requestMarket(request).market;
  } catch {
    return DEFAULT_MARKET;
  }
}

function lookup(bundle: Bundle, group: string, key: string): string | undefined {
  const found = messagesOf(bundle).toolbox?.[group];
  return typeof found === 'object' ? found[key] : undefined;
}

/** A text of the toolbox bundle (`toolbox.{group}.{key}`) in a market's language, values filled in. */
export function toolboxText(market: Market, group: string, key: string, values: Record<string, string> = {}) {
  const template = lookup(bundleOf(market), group, key) ?? lookup('en-GB', group, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export function toolboxMessage(market: Market, code: ToolboxErrorCode, values: Record<string, string> = {}) {
  return toolboxText(market, 'errors', code, values);
}

export function toolboxError(
  request: FastifyRequest,
  code: ToolboxErrorCode,
  values: Record<string, string> = {},
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): ApiError {
  return new ApiError(
    STATUS[code],
    code,
    toolboxMessage(marketOf(request), code, values),
    extra.fields,
    extra.headers,
  );
}
