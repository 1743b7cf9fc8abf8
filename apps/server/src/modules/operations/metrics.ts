import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { collectProcessMetrics, processRegistry } from '../../lib/metrics.js';
import { countPendingApprovals } from './queries.js';

/** What an app's metrics read when Prometheus scrapes. */
export interface MetricSources {
  database: Database;
  openStreams(): number;
}

export interface AppMetrics {
  /** Records one answered request: its route pattern (never the raw URL), method and status class. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void;
  /** The Prometheus text of this app and of the process (Node's metrics, money actions). */
  render(): Promise<string>;
  contentType: string;
}

/**
 * One registry per app (tests build several in one process): request durations, open event streams, pending
 * approvals (read from the database at scrape time) and the database pool. The process's own metrics
 * (lib/metrics.ts) are appended to its answer.
 */
export function createAppMetrics(sources: MetricSources): AppMetrics {
  collectProcessMetrics();
  const registry = new Registry();
  const requests = new Histogram({
    name: 'arena_http_request_duration_seconds',
    help: 'Answered HTTP requests by route pattern, method and status class (event streams are counted in arena_event_streams_open)',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'arena_event_streams_open',
    help: 'Event streams (Server-Sent Events) open on this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'arena_pending_approvals',
    help: 'What waits for an admin, by kind, read from the database at scrape time',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const counts = await countPendingApprovals(sources.database.db);
      for (const [kind, count] of Object.entries(counts)) this.set({ kind }, count);
    },
  });
  // PostgreSQL only: PGlite is one connection inside this process, with no pool to wait for.
  if (sources.database.poolStats) {
    const database = sources.database;
    const pool = () => database.poolStats!();
    new Gauge({
      name: 'arena_db_pool_connections',
      help: 'Database pool connections by state (in_use, idle) and requests waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    observeRequest(route, method, statusCode, seconds) {
      requests.observe({ route, method, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    async render() {
      return `${await registry.metrics()}\n${await processRegistry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}
