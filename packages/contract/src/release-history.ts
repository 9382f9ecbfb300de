// The release history, kept in the release store with the manifest (release-state.ts): which lines each remote had
// live, in order (the last is the live one, the one before is what a rollback returns to), and a log of every switch.
// Written by the release tool; it decides what a rollback puts live. Bounded: the store keeps the last lines of each
// remote and the last log entries, older ones go to its archive (@campus/release-store, document.ts).
import * as v from 'valibot';
import { RemoteEntrySchema } from './manifest.ts';
import { parseJsonWith } from './parse.ts';

export const ReleaseHistorySchema = v.object({
  releases: v.record(v.string(), v.array(RemoteEntrySchema)),
  log: v.array(
    v.object({
      at: v.string(),
      remote: v.string(),
      // A canary's steps are switches too: started (`canary`), taken away (`canary abort`, or by its failed health
      // check), made the live line (`promote`).
      action: v.picklist([
        'release',
        'rollback',
        'automatic rollback',
        'canary',
        'canary abort',
        'automatic canary abort',
        'promote',
      ]),
      from: v.string(),
      to: v.string(),
      /** Who made the switch (user@host, or RELEASE_WHO): what a refused switch names. */
      who: v.optional(v.string()),
      /** Why, when the tool decided it by itself: the signal a canary failed, with both sides' figures. */
      why: v.optional(v.pipe(v.string(), v.maxLength(500))),
    }),
  ),
});

export type ReleaseHistory = v.InferOutput<typeof ReleaseHistorySchema>;

export const parseReleaseHistoryJson = (text: string, what = 'the release history') =>
  parseJsonWith(ReleaseHistorySchema, text, what);
