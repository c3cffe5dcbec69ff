/**
 * The API error shape of DESIGN "Conventions": { error: { code, message, fields? } }.
 * Throw an ApiError from a route; the app's error handler turns it, zod errors and Fastify's own
 * validation errors into that shape with a 4xx, and anything unexpected into a logged 500.
 */
import type { FastifyReply } from 'fastify';
import type { ZodError } from 'zod';

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer needs, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.statusCode).type('application/json').send(body);
}
