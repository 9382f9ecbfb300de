// The ids of the elements a composed page carries for the browser's code (the layout server writes them; the shell and
// its preload-route.js read them).

/** The JSON the composer writes into the page for the shell's first render (boot.mjs: its schema). */
export const BOOT_ELEMENT_ID = 'campus-boot';

/** The JSON list of module files a served page will need, fetched once it has painted (preload-route.js). */
export const MODULES_ELEMENT_ID = 'campus-modules';

/**
 * The empty element a page renders right after its first screen (its largest element above it): a slice renders it
 * (@campus/ui/first-screen-end), the layout server names it in the head's `<link rel="expect" blocking="render">`.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
