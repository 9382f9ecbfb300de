import { BOOT_ELEMENT_ID } from '@campus/build/fragments.mjs';

/**
 * What the server that composed this page tells the shell's first render (packages/server/compose.mjs): the manifest
 * it used and what it put in the slice's place. The browser's first render must draw exactly what the server drew.
 * - `html`: the owning remote's pre-rendered HTML, of that release: hydrate it.
 * - `absent`: the remote pre-renders nothing for this address (an unknown id, a query state): the browser draws it.
 * - `failed`: its HTML could not be fetched: the browser draws it, and says so once.
 */
export type SlotState = 'html' | 'absent' | 'failed';
export interface BootSlot {
  remote: string;
  release: string;
  state: SlotState;
}
export interface BootData {
  manifest: unknown;
  slot: BootSlot | null;
}

function read(): BootData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    return data && typeof data === 'object' && 'manifest' in data
      ? { manifest: data.manifest, slot: data.slot ?? null }
      : null;
  } catch {
    return null;
  }
}

/** Null in dev and whenever the page came without server HTML (a plain index.html): then the shell renders afresh. */
export const BOOT: BootData | null = read();

let slotTaken = false;
/**
 * The server's slot, for the first slice the shell mounts — once: later slices (after navigating) are the browser's.
 */
export function takeBootSlot(remote: string): BootSlot | null {
  if (slotTaken || !BOOT?.slot || BOOT.slot.remote !== remote) return null;
  slotTaken = true;
  return BOOT.slot;
}
