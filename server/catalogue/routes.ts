/**
 * One way to declare a catalogue API: its URLs, zod inputs and handler. The same declarations
 * register the Fastify routes and produce the OpenAPI document, so the two cannot drift apart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, fieldsOf } from '../http/errors';
import { queryObject } from './inputs';
import { type RequestMarket, requestMarket } from './request-market';

export interface RouteInput<Q, P, B> {
  query: Q;
  params: P;
  body: B;
  /** Channel and market from X-Channel / X-Locale or the Host. */
  market: RequestMarket;
  request: FastifyRequest;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  urls: readonly string[];
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  query?: z.ZodRawShape;
  params?: z.ZodRawShape;
  body?: z.ZodType;
  /** Catalogue answers may be shared by caches (they vary only by the market headers); vouchers and orders not. */
  cache: 'public' | 'no-store';
  status: number;
  /** SPEC 8: the event logged when the call fails ("error adding voucher", ...). */
  failureEvent?: string;
  handle(input: RouteInput<unknown, unknown, unknown>): Promise<unknown>;
}

type Out<S extends z.ZodRawShape | undefined> = S extends z.ZodRawShape
  ? z.output<z.ZodObject<S>>
  : Record<string, never>;

export function defineRoute<
  Q extends z.ZodRawShape | undefined = undefined,
  P extends z.ZodRawShape | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: {
  method?: 'GET' | 'POST';
  urls: readonly string[];
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  query?: Q;
  params?: P;
  body?: B;
  cache?: 'public' | 'no-store';
  status?: number;
  failureEvent?: string;
  handle(
    input: RouteInput<Out<Q>, Out<P>, B extends z.ZodType ? z.output<B> : undefined>,
  ): Promise<unknown> | unknown;
}): ApiRoute {
  const method = def.method ?? 'GET';
  return {
    ...def,
    method,
    cache: def.cache ?? (method === 'GET' ? 'public' : 'no-store'),
    status: def.status ?? 200,
    // The input was parsed by the very schemas these types come from.
    handle: async (input) => def.handle(input as never),
  };
}

/**
 * Like parseInput, but the message carries the problems themselves, so a caller that shows only
 * `message` still learns which parameter was wrong and what would work.
 */
function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error);
  const problems = [...new Set(Object.values(fields))].slice(0, 3).join(' ');
  throw new ApiError(400, 'invalid_input', `The ${what} is not valid: ${problems}`, fields);
}

/** Short enough that a price change shows within a minute, long enough to spare the server bursts. */
const PUBLIC_CACHE = 'public, max-age=60';

export function registerRoutes(app: FastifyInstance, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    const query = queryObject(route.query ?? {});
    const params = route.params ? z.strictObject(route.params) : undefined;
    const run = async (request: FastifyRequest) => {
      const market = requestMarket(request);
      const input: RouteInput<unknown, unknown, unknown> = {
        query: parseOrThrow(query, request.query, 'query'),
        params: params ? parseOrThrow(params, request.params, 'path') : {},
        body: route.body ? parseOrThrow(route.body, request.body, 'body') : undefined,
        market,
        request,
      };
      return route.handle(input);
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      let result: unknown;
      try {
        result = await run(request);
      } catch (error) {
        if (route.failureEvent) {
          const status = error instanceof ApiError ? error.statusCode : 500;
          const code = error instanceof ApiError ? error.code : 'internal';
          request.log.warn({ event: route.failureEvent, status, code }, route.failureEvent);
        }
        throw error;
      }
      reply.header('cache-control', route.cache === 'public' ? PUBLIC_CACHE : 'no-store');
      reply.header('vary', 'X-Channel, X-Locale, Host');
      return reply.status(route.status).send(result);
    };
    for (const url of route.urls) app.route({ method: route.method, url, handler });
  }
}
