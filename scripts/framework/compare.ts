// `node scripts/framework/compare.ts` (after `npm run build` and the install named in fastify-serve.ts).
// CPU time per request (utime+stime of the server process over a fixed number of requests): serve.ts --only=shell vs
// Fastify 5 + @fastify/static, same composer, same requests, alternately. CPU time per request barely depends on what
// else runs on the machine, unlike requests per second.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import APPS from '../../packages/contract/apps.json' with { type: 'json' };

const root = new URL('../../', import.meta.url).pathname;
const REMOTES = Object.keys(APPS.remotes);
const ROUTES = ['/', '/menu', '/build-your-own', '/meal-plans/19-99'];
/** One request of a run's cycle (autocannon's, and fetch's). */
type PageRequest = { method: string; path: string; headers: Record<string, string> };
const pages = ROUTES.flatMap((path): PageRequest[] => [
  { method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } },
  { method: 'GET', path, headers: { 'accept-encoding': 'br, gzip', cookie: 'disclaimer-dismissed=true' } },
]);
const files = ['/favicon.svg', '/remotes.json', '/preload-route.js'].map(
  (path): PageRequest => ({
    method: 'GET',
    path,
    headers: { 'accept-encoding': 'br, gzip' },
  }),
);
const servers = {
  'serve.ts': [`${root}packages/server/serve.ts`, '--only=shell'],
  fastify: [`${root}scripts/framework/fastify-serve.ts`],
};
const cpuMs = (pid: number | undefined) => {
  const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] as string).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const remotes = spawn(
  'taskset',
  ['-c', '0', process.execPath, `${root}packages/server/serve.ts`, `--only=${REMOTES.join(',')}`],
  { stdio: 'ignore', cwd: root },
);
const until = async (url: string) => {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(url);
};
await until('http://localhost:4174/remoteEntry.js');
const N = 20000;
const out: Record<keyof typeof servers, { pages: number[]; files: number[] }> = {
  'serve.ts': { pages: [], files: [] },
  fastify: { pages: [], files: [] },
};
for (let round = 0; round < 4; round++) {
  for (const name of round % 2 ? (['fastify', 'serve.ts'] as const) : (['serve.ts', 'fastify'] as const)) {
    const child = spawn(process.execPath, servers[name], { stdio: 'ignore', cwd: root });
    await until('http://localhost:4173/favicon.svg');
    for (let i = 0; i < 3; i++)
      for (const r of pages) await fetch(`http://localhost:4173${r.path}`, { headers: r.headers });
    await autocannon({ url: 'http://localhost:4173', connections: 20, amount: 4000, requests: pages });
    for (const [kind, reqs] of [
      ['pages', pages],
      ['files', files],
    ] as const) {
      const before = cpuMs(child.pid);
      const res = await autocannon({ url: 'http://localhost:4173', connections: 20, amount: N, requests: reqs });
      const us = ((cpuMs(child.pid) - before) * 1000) / N;
      out[name][kind].push(Math.round(us));
      console.log(round, name, kind, `${Math.round(us)} µs CPU a request`, `errors ${res.errors + res.non2xx}`);
    }
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
}
remotes.kill();
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
for (const n of Object.keys(out) as (keyof typeof out)[])
  console.log(n, 'pages', med(out[n].pages), 'files', med(out[n].files), JSON.stringify(out[n]));
process.exit(0);
