/**
 * The pairing as the beamer shows it: a standalone HTML page in large print
 * (render/beamer.ts) with the rows of the Indeling beamer tab (pairingTab.ts).
 * Shown a few times an evening: in the on-demand part (actions/onDemand.ts).
 */
import type { KeizerPlayer } from '../core/keizer/types';
import { Lang, msg, render } from '../i18n';
import { beamerPage } from '../render/beamer';
import { PAIRING_DISPLAY_TAB } from './contract';
import { ParsedPairing, displayRows } from './pairingTab';

/** The pairing as a standalone HTML page in large print (render/beamer.ts). */
export function pairingHtml(p: ParsedPairing, players: readonly KeizerPlayer[], lang: Lang): string {
  const cols = PAIRING_DISPLAY_TAB.columns;
  const { boards, byes } = displayRows(p, players, lang);
  return beamerPage({
    lang,
    title: render(msg('pairingDisplayTitle', p.round), lang),
    header: [cols.board[lang], cols.white[lang], cols.black[lang]],
    boards,
    lines: byes,
  });
}
