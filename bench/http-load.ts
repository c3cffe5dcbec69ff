import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon with the settings: 50 connections for 10 s unless told otherwise. */
export async function load(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench', ...options.headers },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
