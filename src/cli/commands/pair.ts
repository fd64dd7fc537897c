/**
 * `competitieleider pair <workbook> [--round N] [--seed S] [--new-draw] [--html <file>]`:
 * the pairing of the next round into the Indeling tab, printed as a table;
 * optionally also as a large-print HTML page for the beamer.
 */
import { makePairing, PairOutcome } from '../../actions/pairing';
import type { Cell } from '../../core/cell';
import { msg, render, Lang } from '../../i18n';
import { ParsedPairing, pairingHtml } from '../../sheet/pairingTab';
import { ROUND_OPTION, workbookCommand, writtenTab } from '../run';
import { PAIRING_TAB } from '../../sheet/contract';
import { formatTable } from '../table';

/** The pairing just made, as the beamer page takes it (the rows it was written at, below the header row). */
function madePairing(o: PairOutcome, tab: string, headerRow: number, lang: Lang): ParsedPairing {
  const { result } = o;
  return {
    tab,
    lang,
    round: result.round,
    seed: result.seed,
    games: result.boards.map((b, i) => ({ board: i + 1, white: b.white, black: b.black, place: { tab, row: headerRow + 1 + i } })),
    byes: result.bye ? [{ player: result.bye.player, penalty: result.bye.penalty, place: { tab, row: headerRow + 1 + result.boards.length } }] : [],
  };
}

export const pairCommand = workbookCommand({
  name: 'pair',
  summary: 'cliSumPair',
  options: [ROUND_OPTION, { name: 'seed', value: 'S' }, { name: 'new-draw' }, { name: 'html', value: 'file' }],
  action: (wb, c) => {
    const seed = c.string('seed');
    return makePairing(wb, { ...(c.round !== undefined ? { round: c.round } : {}), ...(seed !== undefined ? { seed } : {}), newDraw: c.flag('new-draw') });
  },
  files(o, c) {
    const tab = writtenTab(o, PAIRING_TAB);
    const html = c.string('html');
    if (!tab || !html) return [];
    return [{ path: html, content: pairingHtml(madePairing(o, tab.name, tab.headerRow ?? 1, c.lang), o.competition.players, c.lang) }];
  },
  after(o, c) {
    const tab = writtenTab(o, PAIRING_TAB);
    if (!tab) return;
    const headerRow = tab.headerRow ?? 1;
    c.io.out('');
    c.io.out(formatTable((tab.rows as Cell[][]).slice(headerRow - 1)));
    const html = c.string('html');
    if (html) c.io.out(render(msg('cliWrote', html), c.lang));
  },
});
