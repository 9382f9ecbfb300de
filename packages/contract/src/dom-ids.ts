// The ids of the elements a composed page carries for the browser's code (the layout server writes them; the shell and
// its preload-route.js read them).

/** The JSON the composer writes into the page for the shell's first render (boot.ts: its schema). */
export const BOOT_ELEMENT_ID = 'campus-boot';

/** The JSON list of module files a served page will need, fetched once it has painted (preload-route.js). */
export const MODULES_ELEMENT_ID = 'campus-modules';

/**
 * The empty element a page renders right after its first screen (its largest element above it): a slice renders it
 * (@campus/ui/first-screen-end), the layout server names it in the head's `<link rel="expect" blocking="render">`.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * The attribute naming an actionable control for a tap made before its code is live: its value is given by the
 * component (@campus/ui/tap: what the control does and to what, never its words), so it is the same in the server's
 * HTML and in the live page, and a held tap lands on the control carrying it whatever its label says by then.
 */
export const TAP_ATTRIBUTE = 'data-tap';

/** Put on a control while a tap on it is held (with aria-busy): the page's stylesheet draws it pressed and pending. */
export const TAP_HELD_ATTRIBUTE = 'data-tap-held';

/**
 * The attribute of a slice's container: the remote it shows (`mfe_menu`). The remote's stylesheet applies inside it
 * only; a tap inside it waits for that slice's code.
 */
export const REMOTE_ATTRIBUTE = 'data-remote';

/** Put on a slice's container once React has committed the slice's code (with LIVE_EVENT): its controls answer. */
export const LIVE_ATTRIBUTE = 'data-live';

/** Put on `<html>` once React has committed the shell's own layout (with LIVE_EVENT): the shell's controls answer. */
export const SHELL_LIVE_ATTRIBUTE = 'data-shell-live';

/**
 * The event (bubbling) a slice's container dispatches once React has committed the slice's code, and `<html>` once
 * the shell's own layout is committed: its controls answer taps from then on, and the held ones are replayed.
 */
export const LIVE_EVENT = 'campus:live';

/**
 * Put on `<html>` by the browser's code just before React adopts the server's HTML, and taken off (with
 * DEFERRED_HYDRATION_EVENT) once the page is live and the browser idle, or the customer first reaches for it: while it
 * is there, the parts a page marks as never changing (@campus/ui/hydration's DeferHydration) keep the server's HTML
 * as it is and cost no hydration. Every app's copy of that component reads it here, so one word from the shell
 * releases them all.
 */
export const DEFERRED_HYDRATION_ATTRIBUTE = 'data-hydration-deferred';

/** Dispatched on the document as DEFERRED_HYDRATION_ATTRIBUTE comes off: the deferred parts are hydrated now. */
export const DEFERRED_HYDRATION_EVENT = 'campus:hydrate-deferred';

/**
 * Put on a page's last element when it ends where the site's footer begins (the builder's frame, whose sticky price
 * bar is its foot): the shell's stylesheet then leaves out the space the footer keeps above itself, which under that
 * bar was a blank band.
 */
export const FLUSH_FOOTER_ATTRIBUTE = 'data-flush-footer';
