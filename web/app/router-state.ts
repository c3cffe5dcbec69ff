import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import type { SerializedError } from '../../shared/contracts/route-payload';

export type {
  RoutePayload,
  SerializedError,
  SerializedRouterState,
} from '../../shared/contracts/route-payload';

export function serializeErrors(errors: Record<string, unknown> | null | undefined) {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
      : // Unexpected errors never carry their stack or message to the browser.
        { kind: 'error', message: 'Unexpected Server Error' };
  }
  return out;
}

export function deserializeError(error: SerializedError): unknown {
  if (error.kind === 'response') return new ErrorResponseImpl(error.status, error.statusText, error.data);
  return new Error(error.message);
}

export function deserializeErrors(errors: Record<string, SerializedError> | null) {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, deserializeError(e)]));
}

/** The payload URL of a page path: "/fr/products" -> "/fr/products/_payload.json". */
export function payloadUrlOf(pathname: string, search: string): string {
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return `${path}/_payload.json${search}`;
}
