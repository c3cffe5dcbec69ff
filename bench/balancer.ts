/**
 * Home requests/s through nginx with two instances on one PostgreSQL, beside one of those
 * instances asked directly (issue 16 item 5). Both share this machine's cores with nginx and the
 * load generator, so the figure shows the balancer's overhead and headroom here, not a production
 * ceiling. Skipped, with the reason, without nginx, PostgreSQL (TEST_DATABASE_URL) or a build.
 */
import { clusterUnavailable, startCluster } from '../scripts/local-cluster';
import { type LoadResult, load } from './http-load';

export type BalancerFigures =
  | { skipped: string }
  | { direct: LoadResult; balanced: LoadResult; instances: number };

export async function benchBalancer(basePort: number, seconds: number): Promise<BalancerFigures> {
  const unavailable = clusterUnavailable();
  if (unavailable) return { skipped: unavailable };
  const cluster = await startCluster({
    instancePorts: [basePort + 10, basePort + 20],
    nginxPort: basePort + 30,
  });
  try {
    const [first] = cluster.instances;
    if (!first) throw new Error('the cluster started no instance');
    // Warm both instances' page caches and snapshots, so neither run pays for the first render.
    await load(`${cluster.balancer.origin}/`, { seconds: 2, connections: 10 });
    const direct = await load(`${first.origin}/`, { seconds });
    const balanced = await load(`${cluster.balancer.origin}/`, { seconds });
    return { direct, balanced, instances: cluster.instances.length };
  } finally {
    await cluster.stop();
  }
}
