// The operator's page, `/_/releases` on a layout server's operator port (operator.ts; never through nginx): what is
// live per remote, its canary and the canary's analysis (@campus/contract/analysis, the release tool's), and charts of
// page views' error rate and p75 INP/LCP per release and side over the last hours (uPlot, drawn by
// releases-page-client.js from the figures in the page). Figures: this server's own (the embedded default), or the
// fleet's from Prometheus (operator.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { analyse, DEFAULT_ANALYSIS } from '@campus/contract/analysis';
import { releaseIdOf } from '@campus/contract/beacon';
import { countOf, type Figures, quantileOf, totalsOf } from '@campus/contract/figures';
import type { Snapshot } from '@campus/release-store/store';

const require = createRequire(import.meta.url);
/** The page's files, read once: uPlot's (a maintained chart library) and the page's own script. */
export const PAGE_FILES = {
  '/_/releases/uplot.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js')),
  },
  '/_/releases/uplot.css': {
    type: 'text/css; charset=utf-8',
    body: () => readFileSync(require.resolve('uplot/dist/uPlot.min.css')),
  },
  '/_/releases/page.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(new URL('./releases-page-client.js', import.meta.url)),
  },
};

/** Text as HTML text. */
const text = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pct = (hits: number, n: number) => (n === 0 ? '–' : `${((100 * hits) / n).toFixed(2)} %`);
const p75 = (histogram: Record<string, number>) => {
  const value = quantileOf(histogram, 0.75);
  return value === null ? '–' : `${Math.round(value)} ms`;
};

/** A chart's step. */
const STEP_MS = 5 * 60_000;

/**
 * What the charts draw for each remote: 5-minute steps over the figures' hours, and per release and side its error
 * rate and p75 INP/LCP in each step (null: no page views then).
 */
export function chartData(figures: Figures, nowMs: number) {
  const first = Math.min(nowMs, ...figures.series.flatMap((s) => s.minutes.map((m) => m.t)));
  const start = Math.floor(first / STEP_MS) * STEP_MS;
  const x: number[] = [];
  for (let t = start; t <= nowMs; t += STEP_MS) x.push(t / 1000);
  const byRemote: Record<
    string,
    { label: string; errors: (number | null)[]; inp: (number | null)[]; lcp: (number | null)[] }[]
  > = {};
  for (const series of figures.series) {
    const steps = x.map((t) =>
      totalsOf([{ ...series, minutes: series.minutes.filter((m) => m.t >= t * 1000 && m.t < t * 1000 + STEP_MS) }], {
        remote: series.remote,
        release: series.release,
        side: series.side,
      }),
    );
    byRemote[series.remote] ??= [];
    byRemote[series.remote]?.push({
      label: `${series.side} ${series.release}`,
      errors: steps.map((t) => (t.views ? t.errorViews / t.views : null)),
      inp: steps.map((t) => quantileOf(t.inp, 0.75)),
      lcp: steps.map((t) => quantileOf(t.lcp, 0.75)),
    });
  }
  return { x, byRemote };
}

/**
 * Where the figures come from: this server's memory (`why` Prometheus was not read, when it was asked), or the
 * fleet's Prometheus.
 */
export type FiguresSource = { from: 'server'; why?: string } | { from: 'prometheus'; origin: string };

/** What the page says of its figures. */
function sourceText(source: FiguresSource) {
  if (source.from === 'prometheus') {
    return `Figures: every layout server's pages, from the fleet's Prometheus (<code>${text(source.origin)}</code>, the last 6 hours, minute by minute).`;
  }
  const own = "Figures: what this layout server's pages reported (the last 6 hours, kept in its memory)";
  return source.why
    ? `${own} — <strong>${text(source.why)}</strong>.`
    : `${own}; a fleet's are in Prometheus (<code>deploy/prometheus.yml</code>; <code>serve.ts --prometheus=&lt;url&gt;</code> reads them here).`;
}

/**
 * The page's HTML.
 */
export function releasesPage({
  snapshot,
  figures,
  source = { from: 'server' },
  nowMs = Date.now(),
}: {
  snapshot: Snapshot | null;
  figures: Figures;
  source?: FiguresSource;
  nowMs?: number;
}) {
  const state = snapshot?.state;
  const hourAgo = nowMs - 3600_000;
  const sections = (state?.manifest.remotes ?? []).map((line) => {
    const c = state?.canary?.[line.name];
    const liveRelease = releaseIdOf(line.entry);
    const since = c ? Date.parse(c.at) : hourAgo;
    const rows = [
      { side: 'live', release: liveRelease, share: c ? 100 - c.percent : 100 },
      ...(c ? [{ side: 'canary', release: releaseIdOf(c.line.entry), share: c.percent, name: c.release }] : []),
    ].map((row) => {
      const t = totalsOf(figures.series, { remote: line.name, release: row.release, side: row.side, sinceMs: since });
      return `<tr><th scope="row">${text(row.side)}</th><td><code>${text(row.release)}</code>${
        'name' in row ? ` (${text(row.name)})` : ''
      }</td><td>${row.share} %</td><td>${t.views}</td><td>${pct(t.errorViews, t.views)}</td><td>${p75(t.inp)} (${countOf(
        t.inp,
      )})</td><td>${p75(t.lcp)} (${countOf(t.lcp)})</td></tr>`;
    });
    let analysis = '';
    if (c) {
      const result = analyse(
        figures.series,
        {
          remote: line.name,
          liveRelease,
          canaryRelease: releaseIdOf(c.line.entry),
          sinceMs: since,
          nowMs,
        },
        DEFAULT_ANALYSIS,
      );
      const verdict = { pass: 'as good as live', fail: 'worse than live', wait: 'not decided yet' }[result.verdict];
      analysis = `<h3>Canary analysis: <span class="verdict ${result.verdict}">${verdict}</span></h3>
<table tabindex="0"><caption>The canary against live since its last step (${text(c.at)})</caption>
<thead><tr><th scope="col">signal</th><th scope="col">live</th><th scope="col">canary</th><th scope="col">result</th><th scope="col">test</th></tr></thead>
<tbody>${result.signals
        .map(
          (s) =>
            `<tr><th scope="row">${text(s.signal)}</th><td>${text(s.live)}</td><td>${text(s.canary)}</td><td>${
              s.ok === null ? 'not enough figures' : s.ok ? 'ok' : '<strong>failed</strong>'
            }</td><td>${text(s.why)}</td></tr>`,
        )
        .join('')}</tbody></table>${
        result.waiting.length ? `<p>Waiting for: ${text(result.waiting.join('; '))}.</p>` : ''
      }`;
    }
    const id = `remote-${line.name}`;
    const reported = figures.series.some((s) => s.remote === line.name);
    const charts = !reported
      ? '<p>No page views reported in the last hours.</p>'
      : [
          ['errors', 'Error rate per page view'],
          ['inp', 'p75 INP (ms)'],
          ['lcp', 'p75 LCP (ms)'],
        ]
          .map(
            ([metric, title]) =>
              `<figure><figcaption>${title}, per release and side, 5-minute steps</figcaption><div class="chart" role="img" aria-label="${title} of ${text(
                line.name,
              )} over the last hours, per release and side (the figures are in the table above)" data-remote="${text(
                line.name,
              )}" data-metric="${metric}"></div></figure>`,
          )
          .join('');
    return `<section aria-labelledby="${id}"><h2 id="${id}">${text(line.name)}</h2>
<table tabindex="0"><caption>${c ? 'Since the canary’s last step' : 'The last hour'}</caption>
<thead><tr><th scope="col">side</th><th scope="col">release</th><th scope="col">share</th><th scope="col">page views</th><th scope="col">error rate</th><th scope="col">p75 INP</th><th scope="col">p75 LCP</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${analysis}${reported ? `<div class="charts">${charts}</div>` : charts}</section>`;
  });
  const data = JSON.stringify(chartData(figures, nowMs)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Releases — Campus Bowls layout server</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/_/releases/uplot.css">
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.3rem;margin:2rem 0 .5rem;border-top:1px solid #ccc;padding-top:1rem}
h3{font-size:1.05rem}table{border-collapse:collapse;margin:.5rem 0;display:block;overflow-x:auto}
caption{text-align:left;color:#444;padding:.25rem 0}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;white-space:nowrap}
thead th{background:#f2f2f2}.verdict.fail{color:#a30000}.verdict.pass{color:#1d6b1d}.verdict.wait{color:#444}
.charts{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr))}figure{margin:0}
figcaption{font-weight:600;margin:.5rem 0}.chart{min-height:220px}code{font-size:.9em}
</style></head><body><main>
<h1>Releases</h1>
<p>Revision ${text(snapshot?.revision ?? '–')} of the release store. ${sourceText(source)}</p>
${sections.join('\n') || '<p>The release store has not been read yet.</p>'}
</main>
<script type="application/json" id="charts">${data}</script>
<script src="/_/releases/uplot.js"></script>
<script src="/_/releases/page.js"></script>
</body></html>`;
}
