import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ApiError, fieldsOf, sendError } from './errors';

/**
 * One place that turns every failure into the API error shape: our ApiErrors and zod errors as
 * they are, Fastify's own 4xx (bad JSON, body too large, wrong content type) with their status,
 * and anything else as a logged 500 that reveals nothing.
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
