/** A Fastify app with only the error handling and the customer plugin, for the integration tests. */

import { and, desc, eq } from 'drizzle-orm';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type LightMyRequestResponse,
} from 'fastify';
import { mailOutbox } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import type { CustomerDeps, CustomerLog } from './context';
import { type CustomerApiOptions, customerApiPlugin } from './plugin';

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  detail?: Record<string, unknown>;
}

export interface CustomerTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  deps: CustomerDeps;
  logs: LogEntry[];
  clock: { now: number };
  close(): Promise<void>;
}

/** Cheap scrypt (2^10) so a test run hashes hundreds of passwords in seconds. */
export const TEST_SCRYPT = { ln: 10, r: 8, p: 1 };

export async function createCustomerTestApp(
  options: Partial<Omit<CustomerApiOptions, 'db' | 'log'>> & {
    database?: TestDatabase;
    /** Fastify's logger (a test that reads the access log); off by default. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<CustomerTestApp> {
  const database = options.database ?? (await openTestDatabase());
  const logs: LogEntry[] = [];
  const log: CustomerLog = {
    debug: (message, detail) => logs.push({ level: 'debug', message, ...(detail ? { detail } : {}) }),
    info: (message, detail) => logs.push({ level: 'info', message, ...(detail ? { detail } : {}) }),
    warn: (message, detail) => logs.push({ level: 'warn', message, ...(detail ? { detail } : {}) }),
    error: (message, detail) => logs.push({ level: 'error', message, ...(detail ? { detail } : {}) }),
  };
  const clock = { now: Date.now() };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 });
  errorHandling(app);
  requestContext(app);
  let deps: CustomerDeps | undefined;
  const { logger: _logger, database: _database, ...pluginOptions } = options;
  await app.register(customerApiPlugin, {
    db: database.db,
    config: options.config ?? {},
    log,
    now: () => clock.now,
    ...pluginOptions,
    settings: {
      scrypt: TEST_SCRYPT,
      hashConcurrency: 4,
      ...options.settings,
      // Every test signs up from 127.0.0.1; the per-IP sign-up limit has a test of its own.
      limits: { signUpIp: { limit: 100_000, windowMs: 60_000 }, ...options.settings?.limits },
    },
    onReady: (d) => {
      deps = d;
    },
  });
  await app.ready();
  if (!deps) throw new Error('customer plugin did not start');
  return {
    app,
    database,
    deps,
    logs,
    clock,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** A browser's cookie jar, enough for our cookies: name=value pairs, removed by Max-Age=0. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const list = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of list) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (attributes.some((a) => a.toLowerCase() === 'max-age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The first line of a Set-Cookie header for a cookie name, with its attributes. */
export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.find((line) => line.startsWith(`${name}=`));
}

export const ORIGIN = 'http://localhost';

/** A browser-like JSON request: Host localhost, same-origin Origin, the jar's cookies. */
export async function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  options: { jar?: CookieJar; headers?: Record<string, string>; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: 'localhost', ...options.headers };
  if (method !== 'GET') headers.origin ??= ORIGIN;
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.jar?.header()) headers.cookie = options.jar.header();
  const response = await app.inject({
    method,
    url,
    headers,
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  options.jar?.store(response);
  return response;
}

let counter = 0;
/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(prefix = 'kunde'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.de`;
}

export const STRONG_PASSWORD = 'Blaue Tulpen im April';

/**
 * A new customer, signed up as the sign-up dialog does it (a fresh address unless one is given);
 * the jar then holds the session.
 */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; jar?: CookieJar; ip?: string; firstName?: string; lastName?: string } = {},
): Promise<{ response: LightMyRequestResponse; jar: CookieJar; email: string }> {
  const jar = options.jar ?? new CookieJar();
  const email = options.email ?? uniqueEmail();
  const { firstName = 'Erika', lastName = 'Mustermann' } = options;
  const response = await send(
    app,
    'POST',
    '/web-api/customer-signup',
    { firstName, lastName, email, password: STRONG_PASSWORD },
    { jar, ...(options.ip ? { ip: options.ip } : {}) },
  );
  return { response, jar, email };
}

/**
 * Follows the verification link of the newest welcome mail to `email`, as its owner would
 * (issue 34 item 13): for tests of what only a verified account may do.
 */
export async function verifyEmail(
  t: Pick<CustomerTestApp, 'app' | 'deps' | 'database'>,
  email: string,
): Promise<void> {
  await t.deps.background.idle();
  const [welcome] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'welcome')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /[?&]verifyToken=([A-Za-z0-9_-]+)/.exec(welcome?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no welcome mail with a verification link to ${email}`);
  const response = await send(t.app, 'POST', '/web-api/customer-email-verify', { token });
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`);
}
