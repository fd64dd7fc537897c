/**
 * The action registry: every action a club leader can start from the menu or
 * the sidebar, declared once, per competition type. The menu (menu.ts) and the
 * sidebar (sidebar.ts) are built from it; both run an action through
 * `runAction` (document lock, changes applied only on success).
 *
 * Wiring a new action:
 *   1. one entry in ACTIONS below (its label is a message key in i18n/ui.ts,
 *      in both languages);
 *   2. its menu handler in menu.ts, `export const menuX = menuHandler('x')`,
 *      exported from main.ts (Apps Script calls menu items by the name of a
 *      top-level function; the bundle test fails when one is missing).
 *
 * A menu item that is no action (it needs a name, or opens a page) is one
 * entry in MENU_ITEMS below, with its own top-level function.
 */
import { ConfirmOutcome, PairOutcome, confirmRound, makePairing, pairingDisplay } from '../actions/pairing';
import { crosstableAction, ratingAction, seasonEndAction } from '../actions/season';
import { makeDraw, tablesDisplay } from '../actions/draw';
import { updateStandings } from '../actions/standings';
import type { Outcome } from '../actions/outcome';
import { formatProblem } from '../core/problems';
import { Lang, PlainMsgKey, msg, render } from '../i18n';
import type { Question } from '../ui/protocol';
import type { CompetitionType } from '../sheet/contract';
import type { WorkbookReader } from '../workbook/workbook';

/** What the sidebar knows when it starts an action. */
export interface ActionContext {
  /** The round the sidebar shows (the action may ignore it). */
  readonly round?: number;
  /** The leader said yes to the action's question (see `ask`). */
  readonly accepted?: boolean;
}

export interface ActionDef {
  readonly id: string;
  /** Menu item and sidebar button text. */
  readonly label: PlainMsgKey;
  /** The top-level function the menu item calls. */
  readonly menuFunction: string;
  /** Long actions show progress (a toast from the menu, a bar in the sidebar) before their summary. */
  readonly long: boolean;
  readonly run: (wb: WorkbookReader, context: ActionContext) => Outcome;
  /**
   * For actions that may need consent before they write: the question the
   * outcome of a first run raises (nothing written then), or undefined. Asked
   * as a yes/no dialog from the menu, inside the sidebar from the sidebar; yes
   * runs the action again with `accepted`.
   */
  readonly ask?: (outcome: Outcome, lang: Lang) => Question | undefined;
}

const MAX_SHOWN = 25;

/** "Ronde vastleggen" of a pairing that breaks rules: the violations, and whether to confirm anyway. */
function confirmQuestion(outcome: Outcome, lang: Lang): Question | undefined {
  const o = outcome as ConfirmOutcome;
  if (!o.needsAcceptance) return undefined;
  const lines = o.violations.map((p) => formatProblem(p, lang));
  const shown = lines.length > MAX_SHOWN ? [...lines.slice(0, MAX_SHOWN), render(msg('moreProblems', lines.length - MAX_SHOWN), lang)] : lines;
  return {
    title: render(msg('confirmTitle'), lang),
    lines: [render(msg('confirmViolations', lines.length), lang), '', ...shown, '', render(msg('confirmQuestion', o.round ?? 0), lang)],
  };
}

/** "Indeling maken" / "opnieuw loten" over an Indeling tab of the same round that the leader edited: overwrite it? */
function overwriteQuestion(outcome: Outcome, lang: Lang): Question | undefined {
  const over = (outcome as PairOutcome).overwrites;
  if (!over) return undefined;
  return { title: render(msg('overwriteTitle'), lang), lines: [render(msg('overwriteEdited', over.round, over.boards), lang), render(msg('overwriteQuestion'), lang)] };
}

const updateStandingsAction: ActionDef = {
  id: 'updateStandings',
  label: 'menuUpdateStandings',
  menuFunction: 'menuUpdateStandings',
  long: false,
  run: (wb) => updateStandings(wb),
};

/** The actions, in menu order (a club night's order), per competition type. */
export const ACTIONS: Readonly<Record<CompetitionType, readonly ActionDef[]>> = {
  keizer: [
    // The round the sidebar shows is not passed on: the pairing is always for the next round.
    { id: 'makePairing', label: 'menuMakePairing', menuFunction: 'menuMakePairing', long: true, run: (wb) => makePairing(wb), ask: overwriteQuestion },
    { id: 'newDraw', label: 'menuNewDraw', menuFunction: 'menuNewDraw', long: true, run: (wb) => makePairing(wb, { newDraw: true }), ask: overwriteQuestion },
    {
      id: 'confirmRound',
      label: 'menuConfirmRound',
      menuFunction: 'menuConfirmRound',
      long: false,
      run: (wb, context) => confirmRound(wb, { accept: context.accepted === true }),
      ask: confirmQuestion,
    },
    { id: 'pairingDisplay', label: 'menuPairingDisplay', menuFunction: 'menuPairingDisplay', long: false, run: (wb) => pairingDisplay(wb) },
    updateStandingsAction,
    // Season tabs (issue 4): as after the round the sidebar shows, or the last round with a result.
    { id: 'crosstable', label: 'menuCrosstable', menuFunction: 'menuCrosstable', long: false, run: (wb, c) => crosstableAction(wb, c.round !== undefined ? { round: c.round } : {}) },
    { id: 'rating', label: 'menuRating', menuFunction: 'menuRating', long: false, run: (wb, c) => ratingAction(wb, c.round !== undefined ? { round: c.round } : {}) },
    { id: 'seasonEnd', label: 'menuSeasonEnd', menuFunction: 'menuSeasonEnd', long: false, run: (wb) => seasonEndAction(wb) },
  ],
  keezen: [
    // Issue 6: the next round's tables (the round the sidebar shows is not passed on: the draw is for the next round),
    // a new draw of the last one (late arrivals), and the beamer view. The score forms need a page: a menu item of their own.
    { id: 'makeTables', label: 'menuMakeTables', menuFunction: 'menuMakeTables', long: true, run: (wb) => makeDraw(wb) },
    { id: 'redrawTables', label: 'menuRedrawTables', menuFunction: 'menuRedrawTables', long: true, run: (wb) => makeDraw(wb, { redraw: true }) },
    { id: 'tablesDisplay', label: 'menuTablesDisplay', menuFunction: 'menuTablesDisplay', long: false, run: (wb) => tablesDisplay(wb) },
    // The same action; a Keezen event calls its standings "Stand".
    { ...updateStandingsAction, label: 'menuUpdateStandingsKeezen' },
  ],
};

/** A menu item that is no registry action: its own top-level function (in seasonMenu.ts, drawMenu.ts). */
export interface MenuItem {
  readonly label: PlainMsgKey;
  readonly menuFunction: string;
}

/** The menu items after the actions, per competition type: they need more than a run (a name, a page to print). */
export const MENU_ITEMS: Readonly<Record<CompetitionType, readonly MenuItem[]>> = {
  // Explaining a player's points needs a name (the selected cell or a prompt).
  // The website's pages and help open in a dialog (viewMenu.ts).
  keizer: [
    { label: 'menuExplain', menuFunction: 'menuExplain' },
    { label: 'menuWebsite', menuFunction: 'menuWebsite' },
    { label: 'menuHelp', menuFunction: 'menuHelp' },
  ],
  // The score forms open as a page to print.
  keezen: [
    { label: 'menuScoreForms', menuFunction: 'menuScoreForms' },
    { label: 'menuHelp', menuFunction: 'menuHelp' },
  ],
};

/** Every action once (an action may serve several types). */
export function allActions(): ActionDef[] {
  const seen = new Map<string, ActionDef>();
  for (const list of Object.values(ACTIONS)) for (const a of list) if (!seen.has(a.id)) seen.set(a.id, a);
  return [...seen.values()];
}

export function findAction(id: string): ActionDef | undefined {
  return allActions().find((a) => a.id === id);
}
