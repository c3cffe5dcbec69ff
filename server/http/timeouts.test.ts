/**
 * Slow clients (issue 22 item 9): a body trickled one byte at a time, headers that never end and an
 * idle kept-alive connection are all cut off, while ordinary pages keep answering. The timeouts are
 * the settings REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS / KEEP_ALIVE_TIMEOUT_MS, shortened here.
 */

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createTestApp({
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '800',
    KEEP_ALIVE_TIMEOUT_MS: '500',
  });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

interface Outcome {
  closedAfterMs: number;
  received: string;
}

/** Opens a connection, lets `talk` write on it, and resolves when the server closes it (or `limitMs`). */
function whenClosed(talk: (socket: Socket) => void, limitMs = 6_000): Promise<Outcome | 'still open'> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    const limit = setTimeout(() => {
      socket.destroy();
      resolve('still open');
    }, limitMs);
    socket.on('close', () => {
      clearTimeout(limit);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    socket.on('connect', () => talk(socket));
  });
}

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, everyMs: number) {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write('a');
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('timeouts', () => {
  it('cuts off a POST body sent one byte at a time, and pages keep answering meanwhile', async () => {
    const slow = whenClosed((socket) => {
      socket.write(
        'POST /web-api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 10000\r\n\r\n',
      );
      trickle(socket, 100);
    });
    const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: 'localhost' } });
    expect(page.status).toBe(200);
    const outcome = await slow;
    expect(outcome).not.toBe('still open');
    if (outcome === 'still open') return;
    expect(outcome.closedAfterMs).toBeLessThan(4_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers that never end', async () => {
    const outcome = await whenClosed((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      trickle(socket, 100);
    });
    expect(outcome).not.toBe('still open');
    if (outcome !== 'still open') expect(outcome.closedAfterMs).toBeLessThan(3_000);
  });

  it('closes an idle kept-alive connection', async () => {
    const outcome = await whenClosed((socket) => {
      socket.write('GET /web-api/docs HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    });
    expect(outcome).not.toBe('still open');
    if (outcome === 'still open') return;
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.closedAfterMs).toBeLessThan(3_000);
  });

  it('has defaults of 30 s, 10 s and 5 s and refuses headers longer than the request', () => {
    expect(readConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});
