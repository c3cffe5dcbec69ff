import { createContext, type RouterContextProvider } from 'react-router';
import type { ShopRequestInfo } from './request-info';

export interface Logger {
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

/** What the server hands the route loaders; loaders run only on the server (see payload.ts). */
export interface ServerServices {
  log: Logger;
}

export interface ServerLoadContext {
  info: ShopRequestInfo;
  services: ServerServices;
  /** The requested path below the prefix, as received; 404 messages name it. */
  requestedPath: string;
}

export const serverContext = createContext<ServerLoadContext>();

export function serverOf(context: Readonly<RouterContextProvider>): ServerLoadContext {
  return context.get(serverContext);
}
