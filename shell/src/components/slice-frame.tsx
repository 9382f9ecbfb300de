import { LIVE_ATTRIBUTE, LIVE_EVENT, REMOTE_ATTRIBUTE } from '@campus/contract/dom-ids';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The slice's container: its stylesheet applies inside it only (see scopeUtilitiesToRemote). With `live`, it is marked
 * `data-live` once React has committed the slice's code in the browser — adopted the server's HTML or drawn it — and
 * says so with LIVE_EVENT: its controls answer from then on (held early taps are replayed on the event; tests wait
 * for the mark). Never on a server, never read-only.
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
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => setCommitted(live), [live]);
  useEffect(() => {
    if (committed) frame.current?.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
  }, [committed]);
  return (
    <div
      ref={frame}
      {...{ [REMOTE_ATTRIBUTE]: remote, [LIVE_ATTRIBUTE]: committed ? '' : undefined }}
      data-release={release}
      className="contents"
    >
      {children}
    </div>
  );
}
