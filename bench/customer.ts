import { load } from './http-load';

export interface CustomerFigures {
  loginP50: number;
  loginP99: number;
  loginOk: number;
  sessionPerSecond: number;
  sessionP99: number;
  anonymousPerSecond: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * 50 log-ins at once to one account (the per-IP limit allows exactly 50 attempts per window, so
 * this is one burst, not a sustained load), and the per-page session look-up: customer-data
 * with a session cookie beside the same request without one.
 */
export async function benchCustomer(origin: string, seconds: number): Promise<CustomerFigures> {
  const headers = { 'content-type': 'application/json', origin };
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-Leinwand-2026';
  const signUp = await fetch(`${origin}/web-api/customer-signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password }),
  });
  if (signUp.status >= 300) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const timings = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const started = performance.now();
      const response = await fetch(`${origin}/web-api/customer-login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      await response.arrayBuffer();
      return { ms: performance.now() - started, ok: response.ok };
    }),
  );

  const withSession = await load(`${origin}/web-api/customer-data`, { seconds, headers: { cookie } });
  const anonymous = await load(`${origin}/web-api/customer-data`, { seconds });
  return {
    loginP50: percentile(
      timings.map((t) => t.ms),
      50,
    ),
    loginP99: percentile(
      timings.map((t) => t.ms),
      99,
    ),
    loginOk: timings.filter((t) => t.ok).length,
    sessionPerSecond: withSession.requestsPerSecond,
    sessionP99: withSession.p99,
    anonymousPerSecond: anonymous.requestsPerSecond,
  };
}
