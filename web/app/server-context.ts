import { createContext, type RouterContextProvider } from 'react-router';
import type { ServerServices } from '../../shared/contracts/page-services';
import type { Representation, ShopRequestInfo } from '../../shared/contracts/request-info';

export interface ServerLoadContext {
  info: ShopRequestInfo;
  services: ServerServices;
  /** The requested path below the prefix, as received; 404 messages name it. */
  requestedPath: string;
  /** The document or its _payload.json: loaders that answer only data read it (never a header). */
  representation: Representation;
  /** Set only when the visual editor's preview token checked out on the server. */
  preview?: { release?: string };
}

export const serverContext = createContext<ServerLoadContext>();

export function serverOf(context: Readonly<RouterContextProvider>): ServerLoadContext {
  return context.get(serverContext);
}
