/** Launching the real app against the shop, through a proxy that can take the network away. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication, type Page } from '@playwright/test';
import { findElectronBinary } from '../../desktop/scripts/electron-binary';

export const ROOT = resolve(import.meta.dirname, '../..');
export const MAIN = join(ROOT, 'dist/desktop/main.cjs');
export const SCHEME = 'photoprintshop';

const shopUpstream = () =>
  new URL(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_ELECTRON_PORT ?? 3230}`);

/** A pass-through proxy on localhost; offline, it drops every connection (a network error for the app). */
export class ShopProxy {
  online = true;
  #server: Server | undefined;

  async start(): Promise<string> {
    const upstream = shopUpstream();
    this.#server = createServer((req, res) => {
      if (!this.online) {
        req.socket.destroy();
        return;
      }
      const outgoing = request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      outgoing.on('error', () => res.destroy());
      req.pipe(outgoing);
    });
    await new Promise<void>((done) => this.#server?.listen(0, '127.0.0.1', done));
    const { port } = this.#server.address() as AddressInfo;
    return `http://localhost:${port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((done) => this.#server?.close(done));
  }
}

export function freshUserData(): string {
  return mkdtempSync(join(tmpdir(), 'shop-desktop-e2e-'));
}

function executable(): string {
  const binary = findElectronBinary();
  if (!binary.found) throw new Error(binary.reason);
  return binary.path;
}

/** Chromium refuses to run as root with its sandbox (CI containers). */
const rootArgs = () => (process.platform === 'linux' && process.getuid?.() === 0 ? ['--no-sandbox'] : []);

export interface Launch {
  shopUrl: string;
  userData: string;
  args?: string[];
  env?: Record<string, string>;
}

export function appEnv(launch: Launch): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    SHOP_URL: launch.shopUrl,
    SHOP_DESKTOP_USER_DATA: launch.userData,
    SHOP_DESKTOP_LOG_LEVEL: 'debug',
    ...launch.env,
  };
}

export async function launchApp(launch: Launch): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await _electron.launch({
    executablePath: executable(),
    args: [MAIN, ...rootArgs(), ...(launch.args ?? [])],
    env: appEnv(launch),
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page };
}

/** Starts a second instance (as the OS does for a deep link) and waits until it has handed over and quit. */
export function secondInstance(launch: Launch, link: string): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(executable(), [MAIN, ...rootArgs(), link], { env: appEnv(launch), stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.kill();
      fail(new Error('second instance did not quit'));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
}

export const backKeys = process.platform === 'darwin' ? 'Meta+BracketLeft' : 'Alt+ArrowLeft';
export const forwardKeys = process.platform === 'darwin' ? 'Meta+BracketRight' : 'Alt+ArrowRight';
