// How every reader of a contract document parses it: with its schema, into a result that names the field at fault.
import * as v from 'valibot';

/** A document read, or why not (in words that name the field: `remotes.2.entry: …`). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Reads `input` as `schema`'s document: the typed value, or the first faults, each with the path of its field.
 * Never throws: a bad document is the writer's mistake, reported to the reader.
 * @param what the document's name, for the message
 */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what: string,
): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const faults = result.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(the document)'}: ${issue.message}`);
  return { ok: false, message: `${what}: ${faults.join('; ')}` };
}

/**
 * The same, from the document's text: JSON that does not parse is one more way to be bad.
 */
export function parseJsonWith<S extends v.GenericSchema>(
  schema: S,
  text: string,
  what: string,
): Parsed<v.InferOutput<S>> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${what}: not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return parseWith(schema, input, what);
}
