/**
 * How a slice declares the pages it owns: once, in its `src/app/route-table.ts`. Its <Routes>, the links of its
 * standalone frame, the shell manifest's path patterns (checked by mono/src/composition.test.ts) and the end-to-end
 * route list are all derived from that table.
 */
export interface PageRoute {
  /** react-router pattern, e.g. `/bowl/:bowlId`. */
  path: string;
  /** Shown in the standalone frame's navigation when set. */
  link?: string;
  /** Real addresses of this page for tests (needed when the path has parameters; may add query states). */
  samples?: readonly string[];
  /**
   * Every address whose HTML the slice's build writes ahead (server rendering): all the ids of a path with parameters,
   * and the query states a link may carry. Default: the path, when it has no parameters. Other addresses are drawn by
   * the browser.
   */
  prerender?: readonly string[];
  /**
   * The query parameters the page reads (`?category=`, `?step=`…). Any other parameter changes nothing on the page: the
   * layout server drops it before an address is cached or rendered, so declare every one the page reads.
   */
  query?: readonly string[];
}

export type RouteTable = Readonly<Record<string, PageRoute>>;

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * The patterns a manifest entry needs to send every page of the table to this slice: a first segment with anything
 * below it (more segments or a parameter) becomes `/segment/*`, a lone page stays exact.
 */
export function manifestPatterns(table: RouteTable): string[] {
  const paths = Object.values(table).map((p) => p.path);
  const patterns = new Set<string>();
  for (const path of paths) {
    const segment = firstSegment(path);
    const nested = paths.some((p) => firstSegment(p) === segment && p.split('/').length > 2);
    patterns.add(nested && segment ? `/${segment}/*` : path);
  }
  return [...patterns];
}

/** Every page of the table as real addresses: its samples, or its path when it has no parameters. */
export function sampleAddresses(table: RouteTable): string[] {
  return Object.values(table).flatMap((p) => p.samples ?? (p.path.includes(':') ? [] : [p.path]));
}

/** The links of a slice's standalone frame. */
export function standaloneLinks(table: RouteTable): { to: string; label: string }[] {
  return Object.values(table).flatMap((p) => (p.link ? [{ to: p.path, label: p.link }] : []));
}

/**
 * Every address a slice pre-renders (see PageRoute.prerender); `more` gives lists by table key where the table
 * itself cannot (a slice's `src/app/prerender.ts`, for lists built from catalogue data).
 */
export function prerenderAddresses(
  table: RouteTable,
  more: Readonly<Record<string, readonly string[] | undefined>> = {},
): string[] {
  return [
    ...new Set(
      Object.entries(table).flatMap(([key, p]) => more[key] ?? p.prerender ?? (p.path.includes(':') ? [] : [p.path])),
    ),
  ];
}

/** The query parameters each page reads, by its route pattern (a remote's ssr.json `queries`). */
export function queryParams(table: RouteTable): Record<string, string[]> {
  return Object.fromEntries(Object.values(table).map((p) => [p.path, [...(p.query ?? [])]]));
}
