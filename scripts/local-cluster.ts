/**
 * The deployment shape on one machine (docs/adr/0006-several-instances.md): N built shop instances
 * on one PostgreSQL, behind nginx running deploy/nginx/shop.conf itself, all on loopback. Used by
 * the balancer e2e (e2e/balancer) and `npm run bench`. Needs `npm run build`, nginx, and a
 * PostgreSQL server (TEST_DATABASE_URL; scripts/with-postgres.sh starts a throw-away one).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export const ROOT = join(import.meta.dirname, '..');
export const SHOP_CONF = join(ROOT, 'deploy', 'nginx', 'shop.conf');
const CLIENT_DIR = join(ROOT, 'dist', 'client');
/** nginx's own branded error pages (deploy/nginx/errors, issue 36). */
export const ERROR_PAGES_DIR = join(ROOT, 'deploy', 'nginx', 'errors');

function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Why the cluster cannot run here, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) {
    return 'no PostgreSQL: set TEST_DATABASE_URL or run under scripts/with-postgres.sh (apt-get install postgresql)';
  }
  if (!nginxBinary()) return 'no nginx (apt-get install nginx)';
  if (!existsSync(join(ROOT, 'dist', 'server'))) return 'no build: run npm run build first';
  return undefined;
}

/** A fresh, empty database on the server of `adminUrl`; the first instance migrates and seeds it. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Instance {
  port: number;
  origin: string;
  /** Starts it (again) and waits until /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal and waits for the exit; resolves with the exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  readonly running: boolean;
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One shop instance started the documented way, `npm run serve` (server/main.ts, the built app), with
 * its own DATA_DIR and the shared database. SIGTERM goes to npm, which must hand it to the shop
 * (issue 36 item 6: the script execs node); SIGKILL goes to the whole process group, as a crash or
 * an OOM kill of the container would.
 */
export function shopInstance(
  port: number,
  options: { databaseUrl: string; workDir: string; env?: Record<string, string> },
): Instance {
  let child: ChildProcess | undefined;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const log = await open(join(options.workDir, `shop-${port}.log`), 'a');
      const started = spawn('npm', ['run', '--silent', 'serve'], {
        cwd: ROOT,
        detached: true,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          DATA_DIR: join(options.workDir, `data-${port}`),
          TRUST_PROXY: '127.0.0.1',
          IMAGE_WARMUP: 'false',
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', log.fd, log.fd],
      });
      child = started;
      started.once('exit', () => void log.close());
      await waitUntil(
        async () => {
          if (started.exitCode !== null) throw new Error(`shop on ${port} exited with ${started.exitCode}`);
          return (await fetch(`${origin}/readyz`)).ok;
        },
        `shop on port ${port} was not ready (log: ${join(options.workDir, `shop-${port}.log`)})`,
        90_000,
      );
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null)
        return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      if (signal === 'SIGKILL' && running.pid !== undefined) process.kill(-running.pid, 'SIGKILL');
      else running.kill(signal);
      const code = await exited;
      // Nothing of the instance may outlive npm (an orphaned shop would keep the port).
      await waitUntil(
        async () => !(await portAnswers(port)),
        `the shop on ${port} still answers after npm exited`,
        10_000,
      );
      return code;
    },
  };
}

/**
 * deploy/nginx/shop.conf with the marked lines set for this machine: the upstream servers, the
 * listening port, the static root. Throws when a marker is missing, so the file tested is the file shipped.
 */
export function renderShopConf(
  conf: string,
  options: { listen: number; upstreams: number[]; root: string; errorRoot?: string },
): string {
  const lines = conf.split('\n');
  const marked = (marker: string) => lines.filter((line) => line.includes(`# ${marker}`)).length;
  if (
    marked('shop-instance') < 1 ||
    marked('shop-listen') !== 1 ||
    marked('shop-static-root') !== 1 ||
    marked('shop-error-root') !== 1
  ) {
    throw new Error(
      `${SHOP_CONF} lost one of its markers (shop-instance, shop-listen, shop-static-root, shop-error-root)`,
    );
  }
  const out: string[] = [];
  let upstreamsWritten = false;
  for (const line of lines) {
    if (line.includes('# shop-instance')) {
      if (upstreamsWritten) continue;
      upstreamsWritten = true;
      const settings = /^\s*server\s+\S+\s+([^;]*);/.exec(line)?.[1] ?? '';
      for (const port of options.upstreams) out.push(`    server 127.0.0.1:${port} ${settings};`);
    } else if (line.includes('# shop-listen')) {
      out.push(`    listen 127.0.0.1:${options.listen};`);
    } else if (line.includes('# shop-static-root')) {
      out.push(`    root ${options.root};`);
    } else if (line.includes('# shop-error-root')) {
      out.push(`        root ${options.errorRoot ?? ERROR_PAGES_DIR};`);
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

export interface Balancer {
  origin: string;
  stop(): Promise<void>;
}

/** nginx in the foreground with a main config of its own around deploy/nginx/shop.conf. */
export async function startNginx(options: {
  listen: number;
  upstreams: number[];
  workDir: string;
}): Promise<Balancer> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed');
  const dir = join(options.workDir, 'nginx');
  await mkdir(dir, { recursive: true });
  const shop = renderShopConf(await readFile(SHOP_CONF, 'utf8'), { ...options, root: CLIENT_DIR });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  const main = [
    'daemon off;',
    // As root, workers would switch to nobody, who may not read a checkout under a private folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${join(dir, 'access.log')};`,
    temp,
    shop,
    '}',
    '',
  ].join('\n');
  const confFile = join(dir, 'nginx.conf');
  await writeFile(confFile, main);
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', confFile], { stdio: 'inherit' });
  const child = spawn(binary, ['-p', dir, '-c', confFile], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${options.listen}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
      return (await fetch(`${origin}/healthz`)).ok;
    },
    'nginx did not answer',
    15_000,
  );
  return {
    origin,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: nginx's graceful stop, it finishes what it is sending.
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

export interface Cluster {
  instances: Instance[];
  balancer: Balancer;
  databaseUrl: string;
  workDir: string;
  stop(): Promise<void>;
}

/**
 * Two (or `ports.length`) instances sharing one new database, started together (the advisory lock
 * lets one migrate and seed), and nginx in front.
 */
export async function startCluster(options: {
  instancePorts: number[];
  nginxPort: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const workDir = await mkdtemp(join(tmpdir(), 'shop-cluster-'));
  await chmod(workDir, 0o755);
  const databaseUrl = await createDatabase(adminUrl, 'shop_cluster');
  const env = {
    // One preview token for all instances (otherwise each makes its own in its DATA_DIR).
    STORYBLOK_PREVIEW_TOKEN: randomBytes(24).toString('base64url'),
    ...options.env,
  };
  const instances = options.instancePorts.map((port) => shopInstance(port, { databaseUrl, workDir, env }));
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  };
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    const balancer = await startNginx({
      listen: options.nginxPort,
      upstreams: options.instancePorts,
      workDir,
    });
    return {
      instances,
      balancer,
      databaseUrl,
      workDir,
      async stop() {
        await balancer.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
