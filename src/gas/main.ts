/**
 * The Apps Script entry point. Everything exported here becomes a top-level
 * function in dist/Code.js (see scripts/build.mjs), so that Sheets can call
 * it by name: triggers, menu handlers, sidebar calls and custom functions.
 * The menu item of each catalogue entry (actions/catalogue.ts) gets its own
 * top-level function from the build, calling menuItem_ with the entry's id.
 * Module top level must not touch any Apps Script service.
 */
// Triggers and menu items.
export { onOpen, onInstall, menuSidebar, menuNewCompetition, menuItem_ } from './menu';
// Help / About: a page in a dialog, no action.
export { menuHelp } from './viewMenu';
// Called by the round sidebar through google.script.run.
export {
  sidebarState,
  sidebarSetAbsence,
  sidebarSetResult,
  sidebarRun,
  sidebarSetPresence,
  sidebarEnterForm,
} from './sidebar';
// The sidebar's quick edits: several results in one call, a board of the proposal edited.
export { sidebarSetResults, sidebarEditBoard } from './sidebarEdits';
// Called by the new-competition wizard through google.script.run.
export { wizardInfo, wizardCreate } from './wizard';
// Custom functions.
export { KEIZERPOINTS } from './customFunctions';
export { KEEZSCORE, KEEZSTAND } from './keezenFunctions';
export { KEIZERUITLEG } from './seasonFunctions';
