/**
 * Canary analysis for the release tool (docs/canary-analysis.md): the figures
 * the layout servers keep from their pages' beacons (each server's operator port, `/_/figures`), compared canary side
 * against live side by @campus/contract/analysis; `--auto` steps a canary 5 → 25 → 50 → promote on them and aborts
 * it by itself on a regression; `--promote` prints the comparison first; `status` prints every line and canary.
 */
import {
  type Analysis,
  type AnalysisSettings,
  AUTO_STEPS,
  analyse,
  comparisonLines,
  DEFAULT_ANALYSIS,
} from '@campus/contract/analysis';
import { releaseIdOf } from '@campus/contract/beacon';
import {
  askPrometheus,
  countOf,
  type Figures,
  figuresFromPrometheus,
  mergeFigures,
  type PrometheusSeries,
  parseFiguresJson,
  quantileOf,
  totalsOf,
} from '@campus/contract/figures';
import type { ReleaseState } from '@campus/contract/release-state';
import type { ReleaseStore } from '@campus/release-store/store';
import { REMOTES, type RemoteWorkspace, SHELL } from '@campus/vite/apps';
import { type CanaryOptions, type CanaryOutcome, canary, promote, removeCanary } from './canary';
import { openStore } from './live';

/** `npm start`'s layout server's operator port (serve.ts: the page port + 5000). */
export const DEFAULT_FIGURES = [`http://127.0.0.1:${SHELL.prodPort + 5000}`];

/** Every layout server's figures, as one (a fleet's servers each count their own pages). */
export async function readFigures(sources: readonly string[]): Promise<Figures> {
  const all = await Promise.all(
    sources.map(async (source) => {
      const url = new URL('/_/figures', source);
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error: Error) => {
        throw new Error(`the figures of ${source}: ${error.message}`);
      });
      if (!response.ok) throw new Error(`the figures of ${source}: HTTP ${response.status}`);
      const read = parseFiguresJson(await response.text());
      if (!read.ok) throw new Error(`${source}: ${read.message}`);
      return read.value;
    }),
  );
  return mergeFigures(all);
}

/** Where figures come from: every layout server's operator port (the embedded default), or a Prometheus. */
export type FiguresSource = (sinceMs: number) => Promise<Figures>;

/** `--prometheus=<url>`: the figures from Prometheus, else `--figures=` (each layout server's operator port). */
export function figuresSource({
  figures = DEFAULT_FIGURES,
  prometheus,
}: {
  figures?: readonly string[];
  prometheus?: string;
}): FiguresSource {
  return prometheus ? (sinceMs) => readPrometheus(prometheus, sinceMs) : () => readFigures(figures);
}

type Sample = { metric: Record<string, string>; value: [number, string] };

/**
 * The same figures from a Prometheus scraping every layout server (deploy/prometheus.yml): each series' increase
 * since `sinceMs`, as one minute of one row (@campus/contract/figures: askPrometheus, figuresFromPrometheus).
 */
export async function readPrometheus(origin: string, sinceMs: number, nowMs = Date.now()): Promise<Figures> {
  const window = `${Math.max(60, Math.ceil((nowMs - sinceMs) / 1000))}s`;
  const ask = async (expr: string): Promise<PrometheusSeries[]> => {
    const url = new URL('/api/v1/query', origin);
    url.searchParams.set('query', expr);
    url.searchParams.set('time', String(nowMs / 1000));
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((error: Error) => {
      throw new Error(`Prometheus at ${origin}: ${error.message}`);
    });
    const body = (await response.json()) as { status: string; error?: string; data?: { result: Sample[] } };
    if (body.status !== 'success') throw new Error(`Prometheus at ${origin}: ${body.error ?? response.status}`);
    return (body.data?.result ?? []).map((sample) => ({ metric: sample.metric, points: [sample.value] }));
  };
  const answers = await askPrometheus(window, ask);
  return figuresFromPrometheus(answers, () => sinceMs, nowMs);
}

/** The running canary of `name` compared with its live line, over the minutes since its last step. */
export function compareCanary(
  state: ReleaseState,
  name: string,
  figures: Figures,
  settings: AnalysisSettings,
  nowMs = Date.now(),
): Analysis | null {
  const running = state.canary?.[name];
  const live = state.manifest.remotes.find((r) => r.name === name);
  if (!running || !live) return null;
  return analyse(
    figures.series,
    {
      remote: name,
      liveRelease: releaseIdOf(live.entry),
      canaryRelease: releaseIdOf(running.line.entry),
      sinceMs: Date.parse(running.at),
      nowMs,
    },
    settings,
  );
}

export interface AutoOptions extends CanaryOptions {
  /** The first step's share (`--canary=N`). */
  percent: number;
  figures: FiguresSource;
  settings: AnalysisSettings;
  steps?: readonly number[];
  /** How often the figures are read. */
  pollMs?: number;
}

/** What a failed analysis logs and prints: the signals that failed, with both sides' figures. */
export function failedSignals(analysis: Analysis): string {
  return analysis.signals
    .filter((s) => s.ok === false)
    .map((s) => `${s.signal}: canary ${s.canary} against live ${s.live} (${s.why})`)
    .join('; ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `--canary=N --auto`: the canary started at N % (or the running one taken over), then, each time both sides have
 * the minimum page views and minutes since the step, compared: a pass moves it to the next step (one swap each) and
 * after the last promotes it (`promote`: its health check first); a fail aborts it by itself — one compare-and-swap,
 * as `--abort`, logged as `automatic canary abort` with the signal that failed.
 */
export async function autoCanary(options: AutoOptions): Promise<CanaryOutcome> {
  const { name } = REMOTES[options.workspace as RemoteWorkspace];
  const log = options.log ?? ((line: string) => console.log(line));
  const steps = options.steps ?? AUTO_STEPS;
  const pollMs = options.pollMs ?? 15_000;
  const store = openStore(options.store);
  try {
    const { state } = await store.read();
    if (!state.canary?.[name] || options.from) {
      const started = await canary(options);
      if (!started.ok) return started;
      log(`[auto] ${started.said}`);
    }
    let lastSaid = '';
    for (;;) {
      const { state: now } = await store.read();
      const running = now.canary?.[name];
      if (!running) return { ok: false, failures: [`the canary of ${name} ended meanwhile (promoted or aborted)`] };
      let analysis: Analysis | null = null;
      try {
        analysis = compareCanary(now, name, await options.figures(Date.parse(running.at)), options.settings);
      } catch (error) {
        log(`[auto] ${(error as Error).message}: trying again`);
      }
      if (analysis?.verdict === 'fail') return abortOn(store, name, running.line.entry, running.release, analysis, log);
      if (analysis?.verdict === 'pass') {
        log(`[auto] canary ${running.release} at ${running.percent} % is as good as live:`);
        for (const line of comparisonLines(analysis)) log(line);
        const next = steps.find((step) => step > running.percent);
        if (next === undefined) return promote({ ...options, from: undefined, log, beforePromote: undefined });
        const stepped = await canary({ ...options, from: undefined, percent: next });
        if (!stepped.ok) return stepped;
        log(`[auto] ${stepped.said}`);
        lastSaid = '';
        continue;
      }
      const said = analysis ? `waiting for ${analysis.waiting.join('; ')}` : 'no figures yet';
      if (said !== lastSaid) log(`[auto] canary ${running.release} at ${running.percent} %: ${said}`);
      lastSaid = said;
      await sleep(pollMs);
    }
  } finally {
    await store.close();
  }
}

async function abortOn(
  store: ReleaseStore,
  name: string,
  entry: string,
  release: string,
  analysis: Analysis,
  log: (line: string) => void,
): Promise<CanaryOutcome> {
  const why = failedSignals(analysis);
  log(`[auto] canary ${release} is worse than live:`);
  for (const line of comparisonLines(analysis)) log(line);
  const removed = await removeCanary(store, name, 'automatic canary abort', entry, why);
  if (!removed.ok) return { ok: false, failures: [removed.message] };
  if (removed.unchanged) return { ok: false, failures: [`the canary of ${name} changed meanwhile: ${why}`] };
  return {
    ok: false,
    failures: [`automatic canary abort: ${why}`, 'the canary was taken away: every visitor is on the live line'],
  };
}

/** The comparison `--promote` prints before it promotes (or why there is none). */
export async function printComparison(
  store: ReleaseStore,
  name: string,
  figures: FiguresSource,
  settings: AnalysisSettings,
  log: (line: string) => void,
): Promise<void> {
  const { state } = await store.read();
  const running = state.canary?.[name];
  if (!running) return;
  try {
    const analysis = compareCanary(state, name, await figures(Date.parse(running.at)), settings);
    if (!analysis) return;
    log(`the canary against live, since its last step (${analysis.verdict}):`);
    for (const line of comparisonLines(analysis)) log(line);
  } catch (error) {
    log(`no comparison: ${(error as Error).message}`);
  }
}

/** `status`: per live line and canary, its page views, error rate and p75s over the last `sinceMs` (default: an hour). */
export async function status(options: { store?: string; figures: FiguresSource; sinceMs?: number }): Promise<string[]> {
  const store = openStore(options.store);
  try {
    const { revision, state } = await store.read();
    let note = '';
    const since = options.sinceMs ?? Date.now() - 3600_000;
    // One read per window (a canary's is since its last step; Prometheus answers for the window asked).
    const reads = new Map<number, Promise<Figures | null>>();
    const figuresSince = (fromMs: number) => {
      let read = reads.get(fromMs);
      if (!read) {
        read = options.figures(fromMs).catch((error: Error) => {
          note = ` (no figures: ${error.message})`;
          return null;
        });
        reads.set(fromMs, read);
      }
      return read;
    };
    const rows: string[][] = [['remote', 'side', 'release', 'share', 'views', 'error rate', 'p75 INP', 'p75 LCP']];
    const row = async (
      name: string,
      side: 'live' | 'canary',
      release: string,
      share: string,
      fromMs: number,
      label = release,
    ) => {
      const figures = await figuresSince(fromMs);
      const t = figures ? totalsOf(figures.series, { remote: name, release, side, sinceMs: fromMs }) : null;
      const p75 = (h: Record<string, number>) => {
        const value = quantileOf(h, 0.75);
        return value === null ? '–' : `${Math.round(value)} ms (${countOf(h)})`;
      };
      rows.push([
        name,
        side,
        label,
        share,
        t ? String(t.views) : '–',
        t && t.views > 0 ? `${((100 * t.errorViews) / t.views).toFixed(2)} %` : '–',
        t ? p75(t.inp) : '–',
        t ? p75(t.lcp) : '–',
      ]);
    };
    for (const line of state.manifest.remotes) {
      const c = state.canary?.[line.name];
      const from = c ? Date.parse(c.at) : since;
      await row(line.name, 'live', releaseIdOf(line.entry), c ? `${100 - c.percent} %` : '100 %', from);
      if (c) {
        const id = releaseIdOf(c.line.entry);
        await row(line.name, 'canary', id, `${c.percent} %`, from, `${id} (${c.release})`);
      }
    }
    const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
    return [
      `revision ${revision}; figures since ${new Date(since).toISOString()} (a canary's: since its last step)${note}`,
      ...rows.map((r) =>
        r
          .map((cell, i) => cell.padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd(),
      ),
    ];
  } finally {
    await store.close();
  }
}

/**
 * The analysis settings a command line names (`--min-views=`, `--min-minutes=`, `--alpha=`, `--min-vitals=`, and the
 * p75 bounds `--inp-percent=`, `--inp-slack-ms=`, `--lcp-percent=`, `--lcp-slack-ms=`).
 */
export function settingsFrom(option: (name: string) => string | undefined): AnalysisSettings {
  const number = (name: string, fallback: number) => {
    const given = option(name);
    if (given === undefined) return fallback;
    const value = Number(given);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${given}: expected a number`);
    return value;
  };
  return {
    ...DEFAULT_ANALYSIS,
    minViews: number('--min-views', DEFAULT_ANALYSIS.minViews),
    minMinutes: number('--min-minutes', DEFAULT_ANALYSIS.minMinutes),
    alpha: number('--alpha', DEFAULT_ANALYSIS.alpha),
    minVitals: number('--min-vitals', DEFAULT_ANALYSIS.minVitals),
    inp: {
      ratio: 1 + number('--inp-percent', (DEFAULT_ANALYSIS.inp.ratio - 1) * 100) / 100,
      slackMs: number('--inp-slack-ms', DEFAULT_ANALYSIS.inp.slackMs),
    },
    lcp: {
      ratio: 1 + number('--lcp-percent', (DEFAULT_ANALYSIS.lcp.ratio - 1) * 100) / 100,
      slackMs: number('--lcp-slack-ms', DEFAULT_ANALYSIS.lcp.slackMs),
    },
  };
}
