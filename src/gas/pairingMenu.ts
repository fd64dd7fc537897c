/**
 * Menu handlers of the Keizer pairing: make the pairing (or a new draw),
 * confirm the round (asking YES/NO when the checker finds violations), and the
 * large-print view for the beamer. All through runAction: lock, read, act,
 * write only on success.
 */
import { confirmRound, makePairing, pairingDisplay, ConfirmOutcome } from '../actions/pairing';
import { formatProblem } from '../core/problems';
import { msg, render } from '../i18n';
import { runAction, userLang } from './run';

const MAX_SHOWN = 25;

/** Menu: "Indeling maken". */
export function menuMakePairing(): void {
  runAction((wb) => makePairing(wb));
}

/** Menu: "Indeling maken met nieuwe loting": only the seed changes. */
export function menuNewDraw(): void {
  runAction((wb) => makePairing(wb, { newDraw: true }));
}

/**
 * Menu: "Ronde vastleggen". A first run checks the Indeling tab; when it
 * breaks rules, nothing is written and the leader is asked (YES/NO) whether
 * to confirm anyway; YES runs it again with the violations accepted.
 */
export function menuConfirmRound(): void {
  let pending: ConfirmOutcome | undefined;
  runAction((wb) => {
    const outcome = confirmRound(wb);
    if (outcome.needsAcceptance) pending = outcome;
    return outcome;
  });
  if (!pending) return;
  const lang = userLang();
  const ui = SpreadsheetApp.getUi();
  const lines = pending.violations.map((p) => formatProblem(p, lang));
  const shown = lines.length > MAX_SHOWN ? [...lines.slice(0, MAX_SHOWN), render(msg('moreProblems', lines.length - MAX_SHOWN), lang)] : lines;
  const text = [render(msg('confirmViolations', lines.length), lang), '', ...shown, '', render(msg('confirmQuestion', pending.round ?? 0), lang)].join('\n');
  const answer = ui.alert(render(msg('confirmTitle'), lang), text, ui.ButtonSet.YES_NO);
  if (answer !== ui.Button.YES) {
    SpreadsheetApp.getActiveSpreadsheet().toast(render(msg('confirmCancelled'), lang), render(msg('doneTitle'), lang), 5);
    return;
  }
  runAction((wb) => confirmRound(wb, { accept: true }));
}

/** Menu: "Indeling groot tonen (beamer)". */
export function menuPairingDisplay(): void {
  runAction((wb) => pairingDisplay(wb));
}
