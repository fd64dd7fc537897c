/**
 * The Apps Script entry point. Everything exported here becomes a top-level
 * function in dist/Code.js (see scripts/build.mjs), so that Sheets can call
 * it by name: triggers, menu handlers, sidebar calls and custom functions.
 * Module top level must not touch any Apps Script service.
 */
// Triggers and menu items (one menu handler per action of the registry, see registry.ts).
export { onOpen, onInstall, menuSidebar, menuNewCompetition } from './menu';
export { menuMakePairing, menuNewDraw, menuConfirmRound, menuUpdateStandings } from './menu';
// Pages in a dialog: the Keizer beamer, the website to download, help.
export { menuPairingDisplay, menuWebsite, menuHelp } from './viewMenu';
export { menuCrosstable, menuRating, menuSeasonEnd } from './menu';
export { menuExplain } from './seasonMenu';
// Called by the round sidebar through google.script.run.
export { sidebarState, sidebarSetAbsence, sidebarSetResult, sidebarRun, sidebarSetPresence, sidebarEnterForm } from './sidebar';
// Called by the new-competition wizard through google.script.run.
export { wizardInfo, wizardCreate } from './wizard';
// Custom functions.
export { KEIZERPOINTS } from './customFunctions';
export { KEEZSCORE, KEEZSTAND } from './keezenFunctions';
export { KEIZERUITLEG } from './seasonFunctions';
export { menuMakeTables, menuRedrawTables } from './menu';
export { menuTablesDisplay, menuScoreForms } from './drawMenu';
