// The ids of the elements a composed page carries for the browser's code (the layout server writes them; the shell and
// its preload-route.js read them).

/** The JSON the composer writes into the page for the shell's first render (boot.mjs: its schema). */
export const BOOT_ELEMENT_ID = 'campus-boot';

/** The JSON list of module files a served page will need, fetched once it has painted (preload-route.js). */
export const MODULES_ELEMENT_ID = 'campus-modules';
