/** The OpenAPI 3.1 description of the catalogue APIs, built from the same zod inputs that validate them. */
import { z } from 'zod';
import { CHANNELS, MARKETS } from '../../shared/markets';
import type { ApiRoute } from './routes';

type JsonSchema = Record<string, unknown>;

/** Input side of a zod schema; transforms and refinements have no JSON form and are described by their meta. */
function inputSchema(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return tidy(json);
}

function tidy(json: JsonSchema): JsonSchema {
  const { $schema: _schema, ...rest } = json;
  // integer() and flag() accept text or numbers; their meta states the type a caller should send.
  if (typeof rest.type === 'string' && Array.isArray(rest.anyOf)) delete rest.anyOf;
  for (const [key, value] of Object.entries(rest)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) rest[key] = tidy(value as JsonSchema);
    if (Array.isArray(value)) {
      rest[key] = value.map((item) => (item && typeof item === 'object' ? tidy(item as JsonSchema) : item));
    }
  }
  return rest;
}

const isOptional = (schema: z.core.$ZodType) => z.safeParse(schema, undefined).success;

const ERROR_RESPONSE = {
  description: 'Bad input (400), or nothing of that name here (404): { error: { code, message, fields? } }',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

export function openApiDocument(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    route.urls.forEach((url, index) => {
      const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const pathParams = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
      const parameters: unknown[] = [
        { $ref: '#/components/parameters/XChannel' },
        { $ref: '#/components/parameters/XLocale' },
        ...Object.entries(route.query ?? {}).map(([name, schema]) => ({
          name,
          in: 'query',
          required: !isOptional(schema),
          ...(name.endsWith('[]') ? { style: 'form', explode: true } : {}),
          schema: inputSchema(schema),
        })),
        ...pathParams.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: route.params?.[name] ? inputSchema(route.params[name]) : { type: 'string' },
        })),
      ];
      paths[path] = {
        ...paths[path],
        [route.method.toLowerCase()]: {
          operationId: index === 0 ? route.operationId : `${route.operationId}${index + 1}`,
          summary: route.summary,
          ...(route.description ? { description: route.description } : {}),
          tags: [route.tag],
          parameters,
          ...(route.body
            ? {
                requestBody: {
                  required: true,
                  content: { 'application/json': { schema: inputSchema(route.body) } },
                },
              }
            : {}),
          responses: {
            [String(route.status)]: {
              description:
                'OK. Prices are in major units of the market currency (priceCurrent, priceOriginal).',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            '400': ERROR_RESPONSE,
            '404': ERROR_RESPONSE,
          },
        },
      };
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Photo-print shop catalogue API',
      version: '1.0.0',
      description:
        'Catalogue, price and shop APIs (SPEC 7). Channel and market come from X-Channel and X-Locale, else from the Host. ' +
        'Lists are sent as name[]=a&name[]=b; empty values count as absent; unknown parameters are rejected.',
    },
    paths,
    components: {
      parameters: {
        XChannel: {
          name: 'X-Channel',
          in: 'header',
          required: false,
          description: 'Shop channel; default: the channel of the Host.',
          schema: { type: 'string', enum: [...CHANNELS] },
        },
        XLocale: {
          name: 'X-Locale',
          in: 'header',
          required: false,
          description:
            'Market (locale); decides currency and language. Default: the Host’s country in its first language.',
          schema: { type: 'string', enum: [...MARKETS] },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
