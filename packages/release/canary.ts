import { CANARY_COOKIE, inCanary, newVisitorId } from '@campus/contract/preview';
import type { ReleaseState } from '@campus/contract/release-state';
import { type ReleaseStore, update } from '@campus/release-store/store';
import { REMOTES, SHELL } from '@campus/vite/apps';
import { checkRoutes, claimedByOthers, type ManifestLine, routeCollisions } from './checks';
import { checkHealth, checkOrSwitchBack, releaseTarget } from './health';
import { automaticRollback, openStore, readLive, SHELL_DIST, switchLine } from './live';
import { type ReleaseOptions, withCandidate } from './release';

export interface CanaryOptions
  extends Pick<ReleaseOptions, 'workspace' | 'from' | 'store' | 'shellDir' | 'browser' | 'log'> {
  shellOrigin?: string;
  /** What `--promote` prints first (the canary against live: analysis.ts), before its health check. */
  beforePromote?: (store: ReleaseStore) => Promise<void>;
}

export type CanaryOutcome = { ok: true; said: string; line: ManifestLine } | { ok: false; failures: string[] };

type Action = ReleaseState['history']['log'][number]['action'];

/** A visitor id that lands in this canary's share: the health check then sees what those visitors see. */
function canaryVisitor(name: string, percent: number): { name: string; value: string } {
  for (;;) {
    const id = newVisitorId();
    if (inCanary(id, name, percent)) return { name: CANARY_COOKIE, value: id };
  }
}

/** One line in the history's log (`why`: what the tool decided it by itself on). */
function logged(state: ReleaseState, remote: string, action: Action, from: string, to: string, why?: string): void {
  state.history.log.push({ at: new Date().toISOString(), remote, action, from, to, ...(why ? { why } : {}) });
}

async function withStore<T>(options: CanaryOptions, use: (store: ReleaseStore) => Promise<T>): Promise<T> {
  const store = openStore(options.store);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

/** The pages its health check asks for, read from the release's own ssr.json (in its release folder). */
async function pagesOf(entry: string): Promise<string[]> {
  const response = await fetch(new URL('ssr.json', entry)).catch(() => null);
  const info = response?.ok ? ((await response.json()) as { pages?: string[] }) : null;
  return info?.pages ?? [];
}

/**
 * `npm run release -w <remote> -- --canary=N`: build (or take `from`), verify, keep in its release folder and send it
 * to N % of visitors (each visitor's side sticky by their cookie) — one swap of the release state; then the health
 * check as one of those visitors, and the canary taken away again if it fails. While a canary of this remote runs,
 * `--canary=N` moves its share instead (no build).
 */
export async function canary(options: CanaryOptions & { percent: number }): Promise<CanaryOutcome> {
  const { workspace, percent } = options;
  const { name } = REMOTES[workspace];
  const log = options.log ?? ((line: string) => console.log(line));
  const shellOrigin = options.shellOrigin ?? `http://localhost:${SHELL.prodPort}`;
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    return { ok: false, failures: [`--canary=${percent}: expected a whole percentage, 0 to 100`] };
  }
  return withStore(options, async (store) => {
    const { state } = await store.read();
    const running = state.canary?.[name];
    if (running && !options.from) {
      const stepped = await update(
        store,
        (next) => {
          const c = next.canary?.[name];
          if (!c) return null;
          next.canary = { ...next.canary, [name]: { ...c, percent, at: new Date().toISOString() } };
          return next;
        },
        { what: `canary of ${name} ${running.release}: ${running.percent} % → ${percent} %` },
      );
      if (!stepped.ok) return { ok: false, failures: [stepped.message] };
      return {
        ok: true,
        line: running.line,
        said: `canary ${running.release} now at ${percent} % of visitors (was ${running.percent} %): ${running.line.entry}`,
      };
    }
    // Nobody would see it, so its health could not be checked: a canary starts at 1 % or more (0 pauses one).
    if (percent === 0) return { ok: false, failures: [`no canary of ${name} is running: --canary=0 pauses one`] };
    if (running) {
      return {
        ok: false,
        failures: [`a canary of ${name} (${running.release}) is running: --promote or --abort it first`],
      };
    }
    const live = await readLive(store, options.shellDir ?? SHELL_DIST);
    return withCandidate(options, live, async ({ line, info, current, keep }): Promise<CanaryOutcome> => {
      if (current.entry === line.entry) return { ok: false, failures: [`${line.entry} is already live for everyone`] };
      keep();
      let collisions: string[] = [];
      const started = await update(
        store,
        (next) => {
          // Its routes against the lines live when the swap lands (another team's release may have landed meanwhile),
          // and against other remotes' canaries.
          collisions = checkRoutes(info, name, {
            ...live,
            manifest: claimedByOthers(next.manifest, next.canary, name),
          });
          if (collisions.length > 0 || next.canary?.[name]) return null;
          next.canary = {
            ...next.canary,
            [name]: { line, percent, release: info.release, at: new Date().toISOString() },
          };
          logged(next, name, 'canary', current.entry, line.entry);
          return next;
        },
        { what: `canary of ${name} ${info.release} at ${percent} %`, onConflict: (message) => log(message) },
      );
      if (!started.ok) return { ok: false, failures: [started.message] };
      if (collisions.length > 0) return { ok: false, failures: collisions };
      if (started.unchanged) return { ok: false, failures: [`another canary of ${name} started meanwhile`] };
      log(`${name} → ${line.entry} for ${percent} % of visitors; checking health as one of them…`);
      const checked = await checkOrSwitchBack(
        {
          ...releaseTarget(shellOrigin, line, info, options.browser),
          cookie: canaryVisitor(name, percent),
          revision: started.revision,
        },
        () => removeCanary(store, name, 'automatic canary abort', line.entry),
      );
      if (checked.healthy) {
        return { ok: true, line, said: `canary ${info.release} at ${percent} % of visitors, healthy: ${line.entry}` };
      }
      if (!checked.back) return { ok: false, failures: checked.failures };
      return {
        ok: false,
        failures: [...checked.failures, 'the canary was taken away: every visitor is on the live line'],
      };
    });
  });
}

/** The canary gone from the state (if it is still that one), logged — in one compare-and-swap. */
export function removeCanary(store: ReleaseStore, name: string, action: Action, entry: string, why?: string) {
  return update(
    store,
    (next) => {
      const c = next.canary?.[name];
      if (!c || c.line.entry !== entry) return null;
      const { [name]: _, ...rest } = next.canary ?? {};
      next.canary = rest;
      const live = next.manifest.remotes.find((r) => r.name === name);
      logged(next, name, action, c.line.entry, live?.entry ?? '', why);
      return next;
    },
    { what: `${action} of ${name}` },
  );
}

/**
 * The swap `--promote` makes, on the state live when it lands: the canary's line (if it is still `entry`) becomes the
 * live one, pushed on the history (a rollback returns to the line before), logged, and the canary ends. Its routes
 * are checked against the other lines (and other canaries) of THAT state: what was switched while the canary ran.
 * Null when there is nothing to promote.
 */
export function promotedState(
  state: ReleaseState,
  name: string,
  entry: string,
): { state: ReleaseState; previous: ManifestLine } | { collisions: string[] } | null {
  const c = state.canary?.[name];
  const index = state.manifest.remotes.findIndex((r) => r.name === name);
  const current = state.manifest.remotes[index];
  if (!c || c.line.entry !== entry || !current) return null;
  const collisions = routeCollisions(c.line.routes, name, claimedByOthers(state.manifest, state.canary, name));
  if (collisions.length > 0) return { collisions };
  const { [name]: _, ...rest } = state.canary ?? {};
  const next: ReleaseState = {
    ...state,
    manifest: { ...state.manifest, remotes: state.manifest.remotes.with(index, c.line) },
    history: {
      ...state.history,
      releases: { ...state.history.releases, [name]: [...(state.history.releases[name] ?? [current]), c.line] },
      log: [...state.history.log],
    },
    canary: rest,
  };
  logged(next, name, 'promote', current.entry, c.line.entry);
  return { state: next, previous: current };
}

/**
 * `--promote`: the health check against the canary first (as one of its visitors); then ONE swap makes the canary's
 * line the live one, pushes it on the history (so a rollback returns to the line before) and ends the canary; then
 * the health check of the live site, switched back by itself if it fails.
 */
export async function promote(options: CanaryOptions): Promise<CanaryOutcome> {
  const { name } = REMOTES[options.workspace];
  const log = options.log ?? ((line: string) => console.log(line));
  const shellOrigin = options.shellOrigin ?? `http://localhost:${SHELL.prodPort}`;
  return withStore(options, async (store) => {
    const { state } = await store.read();
    const running = state.canary?.[name];
    if (!running) return { ok: false, failures: [`no canary of ${name} is running`] };
    if (running.percent === 0) {
      return {
        ok: false,
        failures: [`the canary of ${name} is paused at 0 %: --canary=N to watch it before promoting`],
      };
    }
    await options.beforePromote?.(store);
    const pages = await pagesOf(running.line.entry);
    const target = releaseTarget(shellOrigin, running.line, { release: running.release, pages }, options.browser);
    log(`checking the canary ${running.release} (${running.percent} %) as one of its visitors…`);
    const before = await checkHealth({ ...target, cookie: canaryVisitor(name, running.percent) });
    if (before.length > 0) {
      return { ok: false, failures: [...before.map((f) => `canary health: ${f}`), 'not promoted: nothing changed'] };
    }
    /** The line it replaced. */
    let previous: ManifestLine | undefined;
    let collisions: string[] = [];
    const promoted = await update(
      store,
      (next) => {
        const swap = promotedState(next, name, running.line.entry);
        collisions = swap && 'collisions' in swap ? swap.collisions : [];
        if (!swap || 'collisions' in swap) return null;
        previous = swap.previous;
        return swap.state;
      },
      { what: `promote of ${name} ${running.release}`, onConflict: (message) => log(message) },
    );
    if (!promoted.ok) return { ok: false, failures: [promoted.message] };
    if (collisions.length > 0) return { ok: false, failures: [...collisions, 'not promoted: nothing changed'] };
    if (promoted.unchanged || !previous) {
      return { ok: false, failures: [`the canary of ${name} changed meanwhile: nothing promoted`] };
    }
    log(`${name} → ${running.line.entry} for everyone; checking health…`);
    const back = previous;
    // Back to the line it replaced — only while the promoted line is still live (never over another switch).
    const checked = await checkOrSwitchBack({ ...target, revision: promoted.revision }, () =>
      switchLine(store, name, 'automatic rollback', automaticRollback(running.line, back), log),
    );
    if (checked.healthy) {
      return {
        ok: true,
        line: running.line,
        said: `promoted ${running.release}, live and healthy: ${running.line.entry}`,
      };
    }
    if (!checked.back) return { ok: false, failures: checked.failures };
    return { ok: false, failures: [...checked.failures, `switched back to ${back.entry}`] };
  });
}

/** `--abort`: the canary gone, in one swap; every visitor on the live line. */
export async function abort(options: CanaryOptions): Promise<CanaryOutcome> {
  const { name } = REMOTES[options.workspace];
  return withStore(options, async (store) => {
    const { state } = await store.read();
    const running = state.canary?.[name];
    const live = state.manifest.remotes.find((r) => r.name === name);
    if (!running || !live) return { ok: false, failures: [`no canary of ${name} is running`] };
    const removed = await removeCanary(store, name, 'canary abort', running.line.entry);
    if (!removed.ok) return { ok: false, failures: [removed.message] };
    return { ok: true, line: live, said: `canary ${running.release} aborted; every visitor on ${live.entry}` };
  });
}
