import { type BootData, type BootSlot, parseBootDataJson } from '@campus/contract/boot';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';

/**
 * What the server that composed this page tells the shell's first render (packages/server/compose.ts): the manifest
 * it used and what it put in the slice's place (@campus/contract/boot says what each state means). The browser's first
 * render must draw exactly what the server drew.
 */
function read(): BootData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const data = parseBootDataJson(text);
  if (!data.ok) console.warn(data.message); // the shell then renders afresh, as on a page without server HTML
  return data.ok ? data.value : null;
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
