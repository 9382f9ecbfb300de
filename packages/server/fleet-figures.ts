// The operator page's figures for a fleet: what Prometheus holds of every layout server's pages (deploy/prometheus.yml
// scrapes each one's /metrics), minute by minute over the hours a server keeps its own — the same shape as this
// server's in-memory figures (@campus/contract/figures), so the page reads either.
import {
  askPrometheus,
  FIGURES_KEEP_MS,
  type Figures,
  figuresFromPrometheus,
  type PrometheusSeries,
} from '@campus/contract/figures';

/** Prometheus's answer to a range query (its HTTP API's JSON). */
type RangeAnswer = {
  status?: string;
  error?: string;
  data?: { result?: { metric: Record<string, string>; values: [number, string][] }[] };
};

/**
 * Every minute's increase over the last hours, summed over the servers: one range query per figure, a point a
 * minute (each point the increase over the minute before it).
 * @param origin Prometheus's address
 */
export async function readFleetFigures(
  origin: string,
  { nowMs = Date.now(), timeoutMs = 5000 }: { nowMs?: number; timeoutMs?: number } = {},
): Promise<Figures> {
  const end = Math.floor(nowMs / 1000);
  const start = end - FIGURES_KEEP_MS / 1000;
  const ask = async (query: string): Promise<PrometheusSeries[]> => {
    const url = new URL('/api/v1/query_range', origin);
    for (const [name, value] of Object.entries({ query, start, end, step: 60 })) {
      url.searchParams.set(name, String(value));
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as RangeAnswer;
    if (body.status !== 'success') throw new Error(body.error ?? `HTTP ${response.status}`);
    return (body.data?.result ?? []).map((series) => ({ metric: series.metric, points: series.values }));
  };
  return figuresFromPrometheus(
    await askPrometheus('60s', ask),
    // A point at `seconds` is the minute that ended then.
    (seconds) => seconds * 1000 - 60_000,
    nowMs,
  );
}
