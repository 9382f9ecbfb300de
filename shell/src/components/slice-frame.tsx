import { type ReactNode, useEffect, useState } from 'react';

/**
 * The slice's container: its stylesheet applies inside it only (see scopeUtilitiesToRemote). With `live`, it is marked
 * `data-live` once React has committed the slice's code in the browser — adopted the server's HTML or drawn it — so
 * its controls answer from then on (what held early taps and tests wait for; never on a server, never read-only).
 */
export function SliceFrame({
  remote,
  release,
  live = false,
  children,
}: {
  remote: string;
  release: string | undefined;
  live?: boolean;
  children: ReactNode;
}) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(live), [live]);
  return (
    <div data-remote={remote} data-release={release} data-live={committed ? '' : undefined} className="contents">
      {children}
    </div>
  );
}
