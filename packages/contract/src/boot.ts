// What the layout server tells the shell's first render in the page it composed (the element BOOT_ELEMENT_ID), and the
// list of module files it names for preload-route.js (MODULES_ELEMENT_ID).
import * as v from 'valibot';
import { ManifestSchema } from './manifest.ts';
import { parseJsonWith } from './parse.ts';

/**
 * What the server put in the slice's place:
 * - `html`: the owning remote's pre-rendered HTML, of that release: hydrate it.
 * - `absent`: the remote pre-renders nothing for this address (an unknown id, a query state): the browser draws it.
 * - `failed`: its HTML could not be fetched: the browser draws it, and says so once.
 */
export const BootSlotSchema = v.object({
  remote: v.string(),
  release: v.string(),
  state: v.picklist(['html', 'absent', 'failed']),
});

/**
 * The response header naming the release store's revision a composed page, or the /remotes.json a layout server
 * serves, was made from (the boot data's `revision` says it again inside the page).
 */
export const REVISION_HEADER = 'X-Release-Revision';

/**
 * The release store's revision the page was composed from (the page's `X-Release-Revision` header too; null: the
 * server had read none), the manifest at that revision (null: it had none), and the slot.
 */
export const BootDataSchema = v.object({
  revision: v.nullable(v.number()),
  manifest: v.nullable(ManifestSchema),
  slot: v.nullable(BootSlotSchema),
  /** Whether this page reports its visit (@campus/contract/beacon): the share of visitors sampled, 0 to 1. */
  report: v.optional(v.object({ sample: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) })),
});

/** The page's module files, as URLs. */
export const ModuleListSchema = v.array(v.string());

export type BootSlot = v.InferOutput<typeof BootSlotSchema>;
export type SlotState = BootSlot['state'];
export type BootData = v.InferOutput<typeof BootDataSchema>;

export const parseBootDataJson = (text: string) => parseJsonWith(BootDataSchema, text, 'the boot data');
export const parseModuleListJson = (text: string) => parseJsonWith(ModuleListSchema, text, 'the module list');
