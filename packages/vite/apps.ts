/**
 * The apps of the composed site and their ports (DEVELOPERS.md contract): production 4173–4178, dev servers 5173–5178,
 * in this order; the single-bundle baseline on 4180; the deploy test's second release of a remote on 4274; the nginx
 * test's HTTPS origins (shell 8443, remotes 8444–8448 in the order above, its layout server 8473).
 * The data lives in apps.json so that Node scripts (serve, bench, Playwright configs) read the same numbers.
 * Which remote owns which paths is NOT here: that is runtime data, in shell/public/remotes.json, checked against each
 * remote's route table by mono/src/composition.test.ts.
 */
import apps from '@campus/contract/apps.json' with { type: 'json' };

export const SHELL = apps.shell;
export const REMOTES = apps.remotes;
export const MONO = apps.mono;

export type RemoteWorkspace = keyof typeof REMOTES;
