/** A running copy of the composed site (site-copy.mjs); `alteredUrl` is '' for a copy as built. */
export type SiteCopy = { shellOrigin: string; alteredUrl: string; stop: () => void };
export function startTamperedSite(): Promise<SiteCopy>;
export function startOfflineSite(): Promise<SiteCopy>;
