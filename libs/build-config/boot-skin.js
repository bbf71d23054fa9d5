// The one inline script of the shell's page (public/index.html, in <head>): before the loading screen is painted, it
// reads the skin the user chose from the layout kept in localStorage (the shell's layout slice, LAYOUT_KEY) and marks
// <html data-skin="dark">, so someone on the dark skin sees a dark loading screen instead of a light one for the
// second or two before the app draws its own dark frame. It only sets that one attribute, never throws, and runs by
// its hash (csp.js): the page's policy allows no other inline script.
const { createHash } = require('node:crypto');

/** Where the shell keeps its layout choices (apps/shell/src/features/layout/layout.slice.ts reads the same key). */
const LAYOUT_KEY = 'liveAgent.layout';

const BOOT_SKIN_SCRIPT = `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(LAYOUT_KEY)})||'{}').skin==='dark')document.documentElement.setAttribute('data-skin','dark')}catch(e){}`;

/** The CSP source that allows exactly BOOT_SKIN_SCRIPT. */
const BOOT_SKIN_HASH = `'sha256-${createHash('sha256').update(BOOT_SKIN_SCRIPT, 'utf8').digest('base64')}'`;

module.exports = { BOOT_SKIN_SCRIPT, BOOT_SKIN_HASH };
