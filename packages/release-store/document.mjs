// What both backends say alike: the first state of an empty store, the words of a refused swap, and how the live
// document stays small — the history it keeps, and what goes to the store's archive.

/**
 * @param {import('@campus/contract/manifest').Manifest} manifest
 * @returns {import('@campus/contract/release-state').ReleaseState}
 */
export const stateOf = (manifest) => ({ manifest, history: { releases: {}, log: [] }, canary: {} });

/** @param {number} expected @param {{ revision: number, who: string, what: string, at: string }} current */
export const conflictMessage = (expected, current) =>
  `refused: the release state is at revision ${current.revision}, not ${expected} — ${current.who} switched ` +
  `${current.what} at ${current.at}`;

/** What a seeded store says made its first state. */
export const SEEDED_BY = { who: 'the release store', what: "its first state, from the shell's remotes.json" };

/**
 * Lines kept per remote in the live document: the live one and the nine before it — a rollback walks back one
 * release at a time, and ten is more than a busy team's week; each line is ~0.5 KB (its routes and server pin), so
 * five remotes keep ~25 KB. Older lines go to the archive.
 */
export const KEPT_LINES = 10;

/** Log entries kept in the live document (~0.15 KB each): the last two hundred switches. Older ones go to the archive. */
export const KEPT_LOG = 200;

/**
 * @typedef {import('@campus/contract/release-state').ReleaseState} ReleaseState
 * @typedef {{ at: string, lines: Record<string, ReleaseState['manifest']['remotes']>, log: ReleaseState['history']['log'] }} Archived
 * What a switch moved out of the live document: each remote's oldest lines and the oldest log entries, oldest first.
 */

/**
 * The state with its history cut to KEPT_LINES lines per remote and KEPT_LOG log entries, and what was cut (null when
 * nothing was). Pure: `state` is not changed.
 * @param {ReleaseState} state @param {{ lines?: number, log?: number }} [keep]
 * @returns {{ state: ReleaseState, archived: Archived | null }}
 */
export function trimHistory(state, { lines = KEPT_LINES, log = KEPT_LOG } = {}) {
  /** @type {Archived['lines']} */
  const cutLines = {};
  /** @type {ReleaseState['history']['releases']} */
  const releases = {};
  for (const [remote, stack] of Object.entries(state.history.releases)) {
    releases[remote] = stack.slice(-lines);
    if (stack.length > lines) cutLines[remote] = stack.slice(0, stack.length - lines);
  }
  const cutLog = state.history.log.slice(0, Math.max(0, state.history.log.length - log));
  if (Object.keys(cutLines).length === 0 && cutLog.length === 0) return { state, archived: null };
  return {
    state: { ...state, history: { releases, log: state.history.log.slice(cutLog.length) } },
    archived: { at: new Date().toISOString(), lines: cutLines, log: cutLog },
  };
}
