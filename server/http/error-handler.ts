import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { customerMessage } from '../../shared/customer/messages';
import { DEFAULT_MARKET, type Market } from '../../shared/markets';
import { requestMarket } from '../catalogue/request-market';
import { DATABASE_RETRY_AFTER_SECONDS, databaseErrorCode, isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, fieldsOf, sendError } from './errors';

function marketOf(request: FastifyRequest): Market {
  try {
    return requestMarket(request).market;
  } catch {
    return DEFAULT_MARKET;
  }
}

/**
 * One place that turns every failure into the API error shape: our ApiErrors and zod errors as
 * they are, Fastify's own 4xx (bad JSON, body too large, wrong content type) with their status,
 * a database that cannot be reached as a 503 with Retry-After and the shopper's language (issue 36:
 * temporary, the same on every instance, worth trying again), and anything else as a logged 500
 * that reveals nothing.
 */
export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof ZodError) {
      return sendError(
        reply,
        new ApiError(400, 'invalid_input', 'The request is not valid.', fieldsOf(error)),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        new ApiError(status, (error.code ?? 'bad_request').toLowerCase(), error.message),
      );
    }
    if (isDatabaseUnavailable(error)) {
      // Warn, not error: the outage itself is reported once by readiness and the pool.
      // Only the driver's code: the error's message carries the SQL and its parameters.
      request.log.warn({ code: databaseErrorCode(error) }, 'database unavailable: answered 503');
      return sendError(
        reply.header('cache-control', 'no-store'),
        new ApiError(
          503,
          'service_unavailable',
          customerMessage(marketOf(request), 'unavailable'),
          undefined,
          {
            'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
          },
        ),
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ApiError(404, 'not_found', `Nothing at ${request.method} ${request.url.split('?')[0]}`),
    ),
  );
}
