// What both backends say alike: the first state of an empty store, and the words of a refused swap.

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
