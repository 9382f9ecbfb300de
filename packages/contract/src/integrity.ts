// A build's hash list: every app writes it into its folder (`{ "<path relative to the folder>": "sha384-<base64>" }` for
// each JS module file a browser may load from it). The layout server puts these hashes, for the shell and every remote
// the manifest lists, into the page's import map (`integrity`), so a browser refuses a module whose bytes differ from
// what the team built; the release tool checks a release's files against it.
import * as v from 'valibot';
import { parseJsonWith, parseWith } from './parse.ts';

/** The file's name in an app's folder. */
export const INTEGRITY_FILE = 'integrity.json';

/** A path inside the folder: no scheme, no leading `/`, no `.` or `..` segment. */
const FolderPath = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._~@+-]+(?:\/[A-Za-z0-9._~@+-]+)*$/, 'a path inside the folder'),
  v.check((path) => !/(?:^|\/)\.\.?(?:\/|$)/.test(path), 'a path without . or .. segments'),
);
/** Subresource Integrity metadata: `sha384-<base64>`. */
const SriHash = v.pipe(v.string(), v.regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'sha256/384/512-<base64>'));

export const IntegrityListSchema = v.pipe(
  v.custom((input) => !Array.isArray(input), 'an object of paths to hashes, not a list'),
  v.record(FolderPath, SriHash),
);

export type IntegrityList = v.InferOutput<typeof IntegrityListSchema>;

export const parseIntegrityList = (input: unknown) => parseWith(IntegrityListSchema, input, INTEGRITY_FILE);
export const parseIntegrityListJson = (text: string) => parseJsonWith(IntegrityListSchema, text, INTEGRITY_FILE);

/**
 * The page's import map, as the layout server writes it: `integrity` holds the hashes of every listed build's module
 * files, by URL (the shell's by path on the page's own origin). The shell reads it to name a refused file.
 */
export const ImportMapSchema = v.looseObject({
  imports: v.optional(v.record(v.string(), v.string())),
  integrity: v.optional(v.record(v.string(), SriHash)),
});

export type ImportMap = v.InferOutput<typeof ImportMapSchema>;

export const parseImportMapJson = (text: string) => parseJsonWith(ImportMapSchema, text, 'the import map');
