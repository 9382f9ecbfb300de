// What is live, as the release store keeps it (@campus/release-store): the manifest every layout server and browser
// reads, each remote's release history and log, and the canaries — ONE document, so that every switch (a release, a
// rollback, a canary step) is one compare-and-swap on its revision. Written by the release tool, read by the layout
// servers; kept apart from every build output, so no build can put an old line back.
import * as v from 'valibot';
import { ManifestSchema, RemoteEntrySchema } from './manifest.ts';
import { parseJsonWith } from './parse.ts';
import { ReleaseHistorySchema } from './release-history.ts';

/** A remote's release sent to a share of visitors before everyone (the layout server picks them by a cookie). */
export const CanarySchema = v.object({
  line: RemoteEntrySchema,
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  release: v.string(),
  at: v.string(),
});

export const ReleaseStateSchema = v.object({
  manifest: ManifestSchema,
  history: ReleaseHistorySchema,
  /** By remote name. */
  canary: v.optional(v.record(v.string(), CanarySchema), {}),
});

/**
 * The stored record: the state and who made its last switch (so that a swap refused for a conflict can say who
 * switched what meanwhile).
 */
export const ReleaseRecordSchema = v.object({
  state: ReleaseStateSchema,
  who: v.string(),
  what: v.string(),
  at: v.string(),
});

export type Canary = v.InferOutput<typeof CanarySchema>;
export type ReleaseState = v.InferOutput<typeof ReleaseStateSchema>;
export type ReleaseRecord = v.InferOutput<typeof ReleaseRecordSchema>;

export const parseReleaseRecordJson = (text: string, what = 'the release state') =>
  parseJsonWith(ReleaseRecordSchema, text, what);
