import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Debian's Prometheus with deploy/prometheus.yml and its recording rules, for the fleet test: the deploy file itself
 * with only its placeholders filled in — one target per layout server's operator port, as nginx's upstream gets one
 * line per layout server — and its intervals shortened for a test (1 s). Started on a loopback port of its own, its
 * data in the front's folder; `stop()` ends it. TypeScript that Node runs as it is (type stripping).
 */

const ROOT = resolve(import.meta.dirname, '..');
export const PROMETHEUS = '/usr/bin/prometheus';

/** deploy/prometheus.yml for these targets (`host:port` of each layout server's operator port). */
export function prometheusConfig(targets: string[], { interval }: { interval?: string } = {}) {
  let text = readFileSync(resolve(ROOT, 'deploy/prometheus.yml'), 'utf8');
  const example = /^(\s*)- 127\.0\.0\.1:9173$/m;
  if (!example.test(text)) throw new Error('deploy/prometheus.yml: its example target is gone');
  text = text.replace(example, (_, indent: string) => targets.map((t) => `${indent}- ${t}`).join('\n'));
  if (interval) text = text.replace(/(scrape_interval|evaluation_interval): \S+/g, `$1: ${interval}`);
  return text;
}

/**
 * Starts Prometheus scraping `targets`, listening on 127.0.0.1:`port`, with its files under `dir`; resolves once it
 * is ready. `query(expr)` asks its HTTP API for an instant vector.
 */
export async function startPrometheus({
  dir,
  port,
  targets,
  interval = '1s',
}: {
  dir: string;
  port: number;
  targets: string[];
  interval?: string;
}) {
  if (!existsSync(PROMETHEUS))
    throw new Error(`Prometheus is not installed (${PROMETHEUS}): apt-get install prometheus`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'prometheus.yml'), prometheusConfig(targets, { interval }));
  copyFileSync(resolve(ROOT, 'deploy/prometheus-rules.yml'), resolve(dir, 'prometheus-rules.yml'));
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const proc = spawn(
    PROMETHEUS,
    [
      `--config.file=${resolve(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${resolve(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proc.stdout.on('data', (d) => (log = `${log}${d}`.slice(-4000)));
  proc.stderr.on('data', (d) => (log = `${log}${d}`.slice(-4000)));
  const exited = new Promise((done) => proc.once('exit', done));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${origin}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill();
      throw new Error(`Prometheus did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    log: () => log,
    async query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
      const response = await fetch(`${origin}/api/v1/query?${new URLSearchParams({ query: expr })}`);
      const body = await response.json();
      if (body.status !== 'success') throw new Error(`${expr}: ${body.error ?? response.status}`);
      return body.data.result;
    },
    async stop() {
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}
