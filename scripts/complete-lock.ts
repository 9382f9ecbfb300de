#!/usr/bin/env node
/**
 * The npm registry reachable from our build machines lacks some optional, platform-specific binaries (Biome and
 * Tailwind's oxide for macOS, Windows, Android …). `npm install` then writes a lock without them and `npm ci` refuses
 * that lock ("Missing: … from lock file"). This adds the missing optional entries with their os/cpu/libc, so `npm ci`
 * skips them on a platform they do not fit and installs them on one they do. Run after changing dependencies:
 *   npm install && node scripts/complete-lock.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** An entry of the lock's `packages` (the fields this reads and writes). */
type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};

const path = resolve(import.meta.dirname, '..', 'package-lock.json');
const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

function platformOf(name: string) {
  const n = name.split('/').pop() ?? name;
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd'].find(
    (o) => n.includes(`-${o}-`) || n.endsWith(`-${o}`),
  );
  const cpu = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'].find((c) => new RegExp(`-${c}(-|$)`).test(n));
  const libc = n.includes('-musl') ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[`node_modules/${dep}`] || packages[at]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!cpu) continue; // not a platform binary: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform entries`);
