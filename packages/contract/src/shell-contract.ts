// The shell's contract.json, written by its build (@campus/vite/shell-contract.ts) beside its remotes.json: what the
// shell requires of every remote's `./routes` module, by export name, and the stored cart's key and schema version its
// store reads. The release tool checks a remote's release against the contract of the shell that is live.
import * as v from 'valibot';
import { parseJsonWith } from './parse.ts';

/** The file the shell's build writes next to remotes.json. */
export const CONTRACT_FILE = 'contract.json';

const ExportKind = v.object({ type: v.string(), required: v.boolean() });

export const ShellContractSchema = v.object({
  exposes: v.object({ './routes': v.record(v.string(), ExportKind) }),
  cart: v.object({ key: v.pipe(v.string(), v.minLength(1)), version: v.pipe(v.number(), v.integer()) }),
});

export type ShellContract = v.InferOutput<typeof ShellContractSchema>;

export const parseShellContractJson = (text: string, what = CONTRACT_FILE) =>
  parseJsonWith(ShellContractSchema, text, what);
