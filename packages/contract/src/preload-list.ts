// A remote's preload.json, written by its build next to its entry: the files its `./routes` needs (paths relative to
// its origin's root), fetched at once instead of one import level at a time (the shell's preload-route.js); `exposes`
// names each exposed module's file (read by the release checks).
import * as v from 'valibot';

export const PreloadListSchema = v.object({
  js: v.array(v.string()),
  css: v.array(v.string()),
  exposes: v.optional(v.record(v.string(), v.optional(v.string()))),
});

export type PreloadList = v.InferOutput<typeof PreloadListSchema>;

/** A release's `precache.json`: every file of the release a page may load, kept by the service worker for offline use. */
export const ReleaseFileListSchema = v.object({ files: v.array(v.string()) });
