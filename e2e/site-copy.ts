// A second copy of the composed site, on ports of its own, served by its own layout server (which can be stopped: the
// site "offline" for a browser that visited it). The copy has its own release store (every remote on the copy's
// ports). startTamperedSite (apps.json: integrityTest): its mfe-menu host serves its release with ONE module altered by
// one extra byte — what a compromised host or CDN would serve; the menu's folder is a copy of mfe-menu/dist whose
// integrity.json is the build's, untouched. Used by tests/integrity.spec.ts (Chromium) and engines/journeys.ts
// (Firefox, WebKit): the browser must refuse the altered file. startOfflineSite (apps.json: offlineTest): the copy as
// built, for the engines' offline journey.

import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseJsonWith } from '@campus/contract/parse';
import { PreloadListSchema } from '@campus/contract/preload-list';
import { seedReleaseStore, shellManifest } from '@campus/release-store/store';
import APPS from '../packages/contract/apps.json' with { type: 'json' };

const ROOT = resolve(import.meta.dirname, '..');
const workspaces = Object.keys(APPS.remotes);

/**
 * The file of a remote's folder that holds the module its `./routes` expose (its build names it in preload.json): on
 * every one of its pages.
 */
function exposedModule(folder: string) {
  const list = parseJsonWith(PreloadListSchema, readFileSync(join(folder, 'preload.json'), 'utf8'), 'preload.json');
  if (!list.ok) throw new Error(`${folder}/${list.message}`);
  const file = list.value.exposes?.['./routes'];
  if (!file) throw new Error(`${folder}/preload.json names no module for ./routes`);
  return file;
}

/** Resolves once `url` answers. */
async function answering(url: string, timeoutMs = 60_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The copy whose mfe-menu host serves one altered module. */
export const startTamperedSite = () => startSiteCopy({ ...APPS.integrityTest, alterMenu: true });

/** The copy as built, whose server a test stops to put the site offline. */
export const startOfflineSite = () => startSiteCopy({ ...APPS.offlineTest, alterMenu: false });

/**
 * Starts a copy (the built site must exist: npm run build). Its alteredUrl is '' for a copy as built.
 */
async function startSiteCopy({
  shellPort,
  remotePorts,
  alterMenu,
}: {
  shellPort: number;
  remotePorts: number[];
  alterMenu: boolean;
}): Promise<{ shellOrigin: string; alteredUrl: string; stop: () => void }> {
  const shellOrigin = `http://localhost:${shellPort}`;
  /** Each remote's origin in the copy, by workspace. */
  const origins = Object.fromEntries(workspaces.map((ws, i) => [ws, `http://localhost:${remotePorts[i]}`]));
  const dir = mkdtempSync(join(tmpdir(), 'campus-copy-'));
  // A release store of the copy's own, seeded with the shell's lines pointed at the copy's origins (the site's store
  // names the site's); the server serves /remotes.json from it, never the dist's copy of the file.
  const storeUrl = `file:${join(dir, '.release-store')}`;
  const manifest = shellManifest();
  for (const line of manifest.remotes) {
    const ws = workspaces.find((w) => APPS.remotes[w as keyof typeof APPS.remotes].name === line.name);
    line.entry = new URL(new URL(line.entry).pathname, origins[ws ?? '']).href;
  }
  await seedReleaseStore(storeUrl, manifest);

  let menu = join(ROOT, 'mfe-menu/dist');
  let altered = '';
  if (alterMenu) {
    menu = join(dir, 'mfe-menu');
    cpSync(join(ROOT, 'mfe-menu/dist'), menu, { recursive: true });
    altered = exposedModule(menu);
    // One extra byte (still valid JavaScript: only its hash tells it apart), and no stale compressed copies of it.
    writeFileSync(join(menu, altered), Buffer.concat([readFileSync(join(menu, altered)), Buffer.from('\n')]));
    rmSync(join(menu, `${altered}.br`), { force: true });
    rmSync(join(menu, `${altered}.gz`), { force: true });
  }

  const apps = [
    // The shell as built: what it serves as live comes from the copy's store.
    `shell=${join(ROOT, 'shell/dist')}:${shellPort}`,
    ...workspaces.map((ws) => {
      const folder = ws === 'mfe-menu' ? menu : join(ROOT, ws, 'dist');
      return `${ws}-copy=${folder}:${new URL(origins[ws] ?? '').port}`;
    }),
  ];
  const store = `--release-store=${storeUrl}`;
  const server = spawn(process.execPath, [join(ROOT, 'packages/server/serve.ts'), store, ...apps], {
    cwd: ROOT,
    env: { ...process.env, SERVE_ONLY_EXTRA: '1', SHELL_ORIGIN: shellOrigin },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      answering(`${shellOrigin}/remotes.json`),
      ...workspaces.map((ws) => answering(`${origins[ws]}/remoteEntry.js`)),
    ]);
    // The menu's page composed with its server HTML once (a cold first page on a busy machine may miss the layout
    // server's budget and be left to the browser): the tests then see the slice as an outage of a served page.
    for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 200))) {
      const html = await (await fetch(`${shellOrigin}/menu`)).text();
      if (/data-remote="mfe_menu" data-release="[^"]+"/.test(html)) break;
      if (Date.now() > until) throw new Error('the copy never composed /menu with its server HTML');
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { shellOrigin, alteredUrl: altered ? `${origins['mfe-menu']}/${altered}` : '', stop };
}
