// What a page tells the layout server about its visit (shell/src/telemetry/beacon.ts → packages/server/metrics.ts):
// per page view, the remote and release that drew it, its route pattern (never the address), the Core Web Vitals, its
// errors, a slice that failed to load and how long held taps waited. Sent once, at pagehide, with sendBeacon; read by
// the layout server with this schema, size-capped, and counted under labels the release store knows (anything else is
// `other`), which is what canary analysis compares (packages/release/analysis.ts).
import * as v from 'valibot';
import { parseJsonWith } from './parse.ts';

/** The same-origin address a page sends its beacon to (POST, `text/plain` JSON: no CORS preflight, no cookie needed). */
export const BEACON_PATH = '/_/beacon';

/** The most bytes one beacon may have: a visit of many pages fits in a few hundred; anything bigger is refused. */
export const BEACON_MAX_BYTES = 4096;

/** The most page views one beacon reports (a longer visit sends its latest ones). */
export const BEACON_MAX_VIEWS = 16;

/** The share of visitors whose pages report (the layout server's `--beacon-sample`, told to the page in its boot data). */
export const DEFAULT_BEACON_SAMPLE = 1;

/** A label as a page may send it: short, plain (whether the store knows it is the server's question). */
const Label = v.pipe(v.string(), v.maxLength(80), v.regex(/^[\w./:*@-]*$/, 'a plain label'));
/** A duration or score: finite, not negative, under an hour. */
const Amount = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(3_600_000));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

/** One page view: the part of the page a remote drew, while the address matched one of its route patterns. */
export const BeaconViewSchema = v.strictObject({
  remote: Label,
  release: Label,
  route: Label,
  /** Milliseconds (CLS: a score). Only those the page measured. */
  lcp: v.optional(Amount),
  inp: v.optional(Amount),
  cls: v.optional(Amount),
  ttfb: v.optional(Amount),
  /** Uncaught errors and unhandled rejections while this view was on screen. */
  errors: Count,
  /** Its slice's code did not load (the page showed Retry). */
  failed: v.boolean(),
  /** How long each held tap waited before it was answered, in milliseconds (the longest few). */
  held: v.pipe(v.array(Amount), v.maxLength(8)),
  /**
   * The same view, reported again after the page was hidden and shown (the visitor came back): its page view, error
   * view and vitals were counted then; this adds only its new errors, failure and held taps.
   */
  more: v.optional(v.literal(true)),
});

export const BeaconSchema = v.strictObject({
  v: v.literal(1),
  views: v.pipe(v.array(BeaconViewSchema), v.minLength(1), v.maxLength(BEACON_MAX_VIEWS)),
});

export type BeaconView = v.InferOutput<typeof BeaconViewSchema>;
export type Beacon = v.InferOutput<typeof BeaconSchema>;

export const parseBeaconJson = (text: string) => parseJsonWith(BeaconSchema, text, 'the beacon');

/**
 * The release a manifest line is, as beacons and metrics name it: the content hash of its release folder
 * (`…/releases/<hash>/remoteEntry.js`), or `base` for a line served from the remote's own folder (what `npm start`
 * seeds the store with).
 */
export function releaseIdOf(entry: string) {
  const found = /\/releases\/([0-9a-f]{6,64})\/remoteEntry\.js$/.exec(entry);
  return found?.[1] ?? 'base';
}
