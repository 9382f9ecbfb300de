// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSupervisor, FIRST_DELAY_MS, MAX_DELAY_MS, STABLE_MS } from './supervisor.ts';

/** A fake world: a clock, timers run by hand, and workers whose exits the test decides. */
function world() {
  let clock = 0;
  const timers: { at: number; run: () => void }[] = [];
  const exits: ((code: number | null, signal: string | null) => void)[] = [];
  let forks = 0;
  const supervisor = createSupervisor({
    workers: 1,
    fork: () => {
      forks += 1;
      return { onExit: (listener) => void exits.push(listener) };
    },
    now: () => clock,
    setTimer: (run, ms) => void timers.push({ at: clock + ms, run }),
    log: () => undefined,
  });
  return {
    supervisor,
    forks: () => forks,
    /** The newest worker dies after `lived` ms; returns the delay before its restart. */
    die(lived: number, code = 1) {
      clock += lived;
      exits.at(-1)?.(code, null);
      const timer = timers.shift();
      if (!timer) throw new Error('no restart scheduled');
      const delay = timer.at - clock;
      clock = timer.at;
      timer.run();
      return delay;
    },
  };
}

describe('a worker that dies', () => {
  it('crash-looping: restarted at once, then after a delay that doubles, never more than the cap', () => {
    const w = world();
    const delays = Array.from({ length: 12 }, () => w.die(50));
    expect(delays.slice(0, 5)).toEqual([0, FIRST_DELAY_MS, 2 * FIRST_DELAY_MS, 4 * FIRST_DELAY_MS, 8 * FIRST_DELAY_MS]);
    expect(Math.max(...delays)).toBe(MAX_DELAY_MS);
    expect(w.forks()).toBe(13);
    expect(w.supervisor.health()).toMatchObject({ restarts: 12, deathsInARow: 12, lastExit: { code: 1 } });
  });

  it('one that served a while is restarted at once, its count started again', () => {
    const w = world();
    for (let i = 0; i < 5; i++) w.die(50);
    expect(w.die(STABLE_MS + 1)).toBe(0);
    expect(w.supervisor.health().deathsInARow).toBe(1);
  });
});
