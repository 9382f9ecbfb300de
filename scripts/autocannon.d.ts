/**
 * The part of autocannon (9.x, which ships no types and has no @types package installed) that the bench scripts and
 * the fleet use: scripts/fleet.ts, bench-fleet.ts, bench-server.ts, framework/compare.ts.
 */
declare module 'autocannon' {
  /** One request of a run's cycle; `onResponse` sees each answer (its headers as name → value). */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined | null;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds (or a string such as '10s'). */
    duration?: number | string;
    /** Requests in all (then `duration` is ignored). */
    amount?: number;
    /** Requests a second over all connections. */
    overallRate?: number;
    /** Requests a second per connection. */
    connectionRate?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
  }

  /** Figures of one measure (latency in ms, requests and throughput a second). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    sent?: number;
    p0_001: number;
    p0_01: number;
    p0_1: number;
    p1: number;
    p2_5: number;
    p10: number;
    p25: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    p99_99: number;
    p99_999: number;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    duration: number;
    start: Date;
    finish: Date;
    connections: number;
    pipelining: number;
  }

  /** A run: awaited, its result; `stop()` ends it early (the promise then resolves to what it saw). */
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(event: string, listener: (...args: unknown[]) => void): Instance;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
