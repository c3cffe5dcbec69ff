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
 * 50 log-ins at once, and the per-page session look-up: customer-data with a session cookie beside
 * the same request without one. The log-in guard allows 5 attempts per account and address and 50
 * per address in 15 minutes, and 10 sign-ups per address an hour: so the burst is 10 accounts
 * logging in 5 times each. One burst, not a sustained load.
 */
export async function benchCustomer(origin: string, seconds: number): Promise<CustomerFigures> {
  const headers = { 'content-type': 'application/json', origin };
  const password = 'Bench-Leinwand-2026';
  const run = Date.now();
  const emails = Array.from({ length: 10 }, (_, i) => `bench-${run}-${i}@example.com`);
  let cookie = '';
  for (const email of emails) {
    const signUp = await fetch(`${origin}/web-api/customer-signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password }),
    });
    if (signUp.status >= 300) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    cookie ||= (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  const timings = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const started = performance.now();
      const response = await fetch(`${origin}/web-api/customer-login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: emails[i % emails.length], password }),
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
