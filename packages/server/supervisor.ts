// `serve.ts --workers=N`: the primary keeps N worker processes, and replaces one that dies — at once the first time,
// then after a delay that doubles with each death in a row (up to MAX_DELAY_MS), so a worker that crashes as it starts
// (a bad build, a port in use) is not re-forked hundreds of times a second. A worker that has served for STABLE_MS
// resets its slot's count. What happened is told to every worker, whose /healthz says it.

/** The first restart's delay; each death in a row doubles it. */
export const FIRST_DELAY_MS = 100;
/** The longest wait before a restart. */
export const MAX_DELAY_MS = 30_000;
/** A worker that lived this long died of something else than its start: its slot starts counting again. */
export const STABLE_MS = 10_000;

export type WorkersHealth = {
  restarts: number;
  deathsInARow: number;
  lastExit: { code: number | null; signal: string | null; at: string } | null;
  nextRestartInMs: number | null;
};

/**
 * The restart policy, with the clock and the timers given (tests drive them).
 */
export function createSupervisor({
  workers,
  fork,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  onChange = () => undefined,
  log = (line) => console.error(JSON.stringify(line)),
}: {
  workers: number;
  fork: () => { onExit: (listener: (code: number | null, signal: string | null) => void) => void };
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  onChange?: (health: WorkersHealth) => void;
  log?: (line: Record<string, unknown>) => void;
}) {
  const health: WorkersHealth = { restarts: 0, deathsInARow: 0, lastExit: null, nextRestartInMs: null };
  let stopped = false;

  const start = () => {
    const startedAt = now();
    fork().onExit((code, signal) => {
      if (stopped) return;
      const lived = now() - startedAt;
      health.deathsInARow = lived >= STABLE_MS ? 1 : health.deathsInARow + 1;
      const delay =
        health.deathsInARow <= 1 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (health.deathsInARow - 2));
      health.lastExit = { code, signal, at: new Date(now()).toISOString() };
      health.nextRestartInMs = delay;
      log({
        event: 'worker:exit',
        code,
        signal,
        livedMs: lived,
        deathsInARow: health.deathsInARow,
        restartInMs: delay,
      });
      onChange({ ...health });
      setTimer(() => {
        if (stopped) return;
        health.restarts += 1;
        health.nextRestartInMs = null;
        start();
        onChange({ ...health });
      }, delay);
    });
  };

  for (let i = 0; i < workers; i++) start();
  return {
    /** What the workers went through so far. */
    health: (): WorkersHealth => ({ ...health }),
    /** No more restarts (the server is stopping). */
    stop: () => {
      stopped = true;
    },
  };
}
