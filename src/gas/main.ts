/**
 * The Apps Script entry point. Everything exported here becomes a top-level
 * function in dist/Code.js (see scripts/build.mjs), so that Sheets can call
 * it by name: triggers, menu handlers, sidebar calls and custom functions.
 * Module top level must not touch any Apps Script service.
 */
export { onOpen, onInstall, menuUpdateStandings } from './menu';
export { KEIZERPOINTS } from './customFunctions';
export { menuMakePairing, menuNewDraw, menuConfirmRound, menuPairingDisplay } from './pairingMenu';
export { KEEZSCORE, KEEZSTAND } from './keezenFunctions';
export { menuCrosstable, menuExplain, menuRating, menuSeasonEnd } from './seasonMenu';
export { KEIZERUITLEG } from './seasonFunctions';
