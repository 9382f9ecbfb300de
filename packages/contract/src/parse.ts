// How every reader of a contract document parses it: with its schema, into a result that names the field at fault.
import * as v from 'valibot';

/**
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false, message: string }} Parsed a document read, or why not (in words
 *   that name the field: `remotes.2.entry: …`)
 */

/**
 * Reads `input` as `schema`'s document: the typed value, or the first faults, each with the path of its field.
 * Never throws: a bad document is the writer's mistake, reported to the reader.
 * @template {v.GenericSchema} S
 * @param {S} schema @param {unknown} input @param {string} what the document's name, for the message
 * @returns {Parsed<v.InferOutput<S>>}
 */
export function parseWith(schema, input, what) {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const faults = result.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(the document)'}: ${issue.message}`);
  return { ok: false, message: `${what}: ${faults.join('; ')}` };
}

/**
 * The same, from the document's text: JSON that does not parse is one more way to be bad.
 * @template {v.GenericSchema} S
 * @param {S} schema @param {string} text @param {string} what
 * @returns {Parsed<v.InferOutput<S>>}
 */
export function parseJsonWith(schema, text, what) {
  let input;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${what}: not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return parseWith(schema, input, what);
}
