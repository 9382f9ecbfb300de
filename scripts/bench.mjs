#!/usr/bin/env node
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
/**
 * The composed site against a single-bundle build of itself (issue: performance).
 *   npm run bench                 build both, serve both, measure, print the table, write docs/performance.md
 *   npm run bench -- --no-build   measure what is already built
 *   npm run bench -- --runs=3 --routes=/,/menu
 * Lighthouse 12 (mobile default config, Debian Chromium), median of N runs per route and build, builds measured
 * alternately. JS and request counts come from the same Lighthouse runs (gzip transfer sizes).
 */
import APPS from '../packages/build/apps.json' with { type: 'json' };
import CHROMIUM from '../packages/build/chromium.json' with { type: 'json' };
import { BENCH_ROUTES } from './bench-routes.mjs';

const root = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 5));
const ROUTES = arg('routes', BENCH_ROUTES.join(',')).split(',');
const BUILDS = [
  { name: 'composed', origin: `http://localhost:${APPS.shell.prodPort}` },
  { name: 'single-bundle', origin: `http://localhost:${APPS.mono.prodPort}` },
];
const CHROME = process.env.CHROME_PATH ?? (existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined);
const FLAGS = CHROMIUM.args;

function run(cmd) {
  execSync(cmd, { cwd: root, stdio: 'inherit' });
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
/** The page's text as the HTML carries it (tags and React's comments out), holding the start of `label`? */
function inHtml(html, label) {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ');
  const start = label.replace(/…$/, '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return start.length > 0 && text.includes(start);
}

/** For a picture (no text): is its opening tag, as Lighthouse quotes it (cut at "…"), in the HTML? */
function tagInHtml(html, snippet) {
  const start = snippet.split('…')[0].slice(0, 80);
  const decoded = html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]);
  return start.length > 10 && decoded.includes(start);
}

async function measure(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories } = result.lhr;
  const items = audits['resource-summary']?.details?.items ?? [];
  const of = (type) => items.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  // Is what the customer sees as the largest paint already in the HTML the server sent (no script needed)?
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const html = await fetch(url).then((r) => r.text());
  return {
    contentInHtml: inHtml(html, lcpNode?.nodeLabel ?? '') || tagInHtml(html, lcpNode?.snippet ?? ''),
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: of('script').transferSize,
    jsRequests: of('script').requestCount,
    requests: of('total').requestCount,
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    run('npm run build');
    run('npm run build:mono');
  }
  const servers = [
    spawn(process.execPath, ['packages/server/serve.mjs'], { cwd: root, stdio: 'ignore' }),
    spawn(process.execPath, ['packages/server/serve.mjs', '--mono'], { cwd: root, stdio: 'ignore' }),
  ];
  const stop = () => {
    for (const s of servers) s.kill();
  };
  process.on('exit', stop);
  try {
    await Promise.all(
      Object.values(APPS.remotes).map((r) =>
        waitFor(`http://localhost:${r.prodPort}/remoteEntry.js`).catch(() => undefined),
      ),
    );
    await waitFor(`${BUILDS[1].origin}/`);
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    const samples = {};
    try {
      for (const route of ROUTES) {
        for (let i = 0; i < RUNS; i++) {
          // Alternate which build goes first, so neither always runs on a warmer machine.
          const order = i % 2 === 0 ? BUILDS : [...BUILDS].reverse();
          for (const b of order) {
            const m = await measure(chrome, `${b.origin}${route}`);
            const key = `${route} ${b.name}`;
            samples[key] ??= [];
            samples[key].push(m);
            process.stderr.write(`${key.padEnd(36)} run ${i + 1}: score ${m.score}, LCP ${Math.round(m.lcp)} ms\n`);
          }
        }
      }
    } finally {
      await chrome.kill();
    }
    report(samples);
  } finally {
    stop();
  }
}

function report(samples) {
  const med = (route, build, field) => median(samples[`${route} ${build}`].map((m) => m[field]));
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const share = (route, build) => {
    const runs = samples[`${route} ${build}`];
    const yes = runs.filter((m) => m.contentInHtml).length;
    return yes === runs.length ? 'yes' : yes === 0 ? 'no' : `${yes}/${runs.length}`;
  };
  const rows = [];
  for (const route of ROUTES) {
    const c = (f) => med(route, 'composed', f);
    const s = (f) => med(route, 'single-bundle', f);
    rows.push([
      route,
      `${c('score')} / ${s('score')}`,
      `${Math.round(c('lcp'))} / ${Math.round(s('lcp'))} ms (×${(c('lcp') / s('lcp')).toFixed(2)})`,
      `${Math.round(c('fcp'))} / ${Math.round(s('fcp'))} ms`,
      `×${(c('lcp') / c('fcp')).toFixed(2)} / ×${(s('lcp') / s('fcp')).toFixed(2)}`,
      `${Math.round(c('tbt'))} / ${Math.round(s('tbt'))} ms`,
      `${c('cls').toFixed(3)} / ${s('cls').toFixed(3)}`,
      `${kb(c('jsBytes'))} / ${kb(s('jsBytes'))} (×${(c('jsBytes') / s('jsBytes')).toFixed(2)})`,
      `${c('jsRequests')} / ${s('jsRequests')}`,
      `${c('requests')} / ${s('requests')}`,
      `${share(route, 'composed')} / ${share(route, 'single-bundle')}`,
    ]);
  }
  const head = [
    'route',
    'perf score',
    'LCP (ratio)',
    'FCP',
    'LCP ÷ FCP',
    'TBT',
    'CLS',
    'JS gzip (ratio)',
    'JS requests',
    'requests',
    'LCP content in HTML',
  ];
  const table = [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  console.log(`\nComposed / single-bundle, median of ${RUNS} Lighthouse mobile runs each:\n\n${table}\n`);

  let chromium = 'unknown';
  try {
    chromium = execSync(`${CHROME ?? 'chromium'} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* no version */
  }
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${chromium}; Lighthouse ${JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}`;
  const path = resolve(root, 'docs/performance.md');
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const marker = '<!-- bench:results -->';
  const section = `${marker}\n### ${date}\n\nMachine: ${machine}.\nRoutes ${ROUTES.join(', ')}; median of ${RUNS} runs, builds alternated; values are composed / single-bundle.\n\n${table}\n`;
  const doc = previous.includes(marker)
    ? previous.replace(new RegExp(`${marker}[\\s\\S]*$`), section)
    : `${previous || '# Performance\n'}\n${section}`;
  writeFileSync(path, doc);
  console.log(`written to docs/performance.md (${date})`);
}

await main();
