/**
 * Results at the speed of typing: the sidebar sends the results of several
 * boards of a round in one call. Each entry is the edit of its own game's
 * Uitslag cell (found by round and names, as `setResult` finds one), so each
 * is judged on its own: the entries that can be written are written together
 * (Uitslagen read once, one edit per cell, each checked against its row just
 * before writing), and an entry that cannot (an unknown result, a game that
 * is not there or is there twice) is refused on its own row with its place,
 * writing nothing for that row. A result the cell already holds is no change.
 */
import { cellText } from '../core/cell';
import { parseGameResult } from '../core/keizer/results';
import type { Problem } from '../core/problems';
import { matchKey } from '../core/text';
import { msg } from '../i18n';
import { KEIZER_RESULTS_TAB } from '../sheet/contract';
import { open } from '../sheet/open';
import type { CellEdit, WorkbookReader } from '../workbook/workbook';
import { checkRound, findGame, resultEdit, tableToEdit } from './clubNight';
import type { Outcome } from './outcome';

interface ResultEntry {
  readonly white: string;
  readonly black: string;
  /** '' clears the result. */
  readonly result: string;
}

export interface ResultsRequest {
  readonly round: number;
  readonly entries: readonly ResultEntry[];
}

/** What became of one entry: written (or already so), or refused with why. */
interface EntryVerdict {
  readonly white: string;
  readonly black: string;
  readonly board?: number;
  readonly problem?: Problem;
}

export interface ResultsOutcome extends Outcome {
  /** One per entry, in the order sent. */
  readonly entries: readonly EntryVerdict[];
}

/** The results of several games of a round: the good entries written together, each bad one refused on its own. */
export function setResults(wb: WorkbookReader, request: ResultsRequest): ResultsOutcome {
  const input = open(wb, 'keizerAsIs');
  const { reader, lang } = input;
  checkRound(request.round, input.competition.settings.rounds);
  const table = tableToEdit(reader, KEIZER_RESULTS_TAB, lang, true)!;
  const edits: CellEdit[] = [];
  const entries: EntryVerdict[] = [];
  // The last entry of a game wins (typed twice before the call went out).
  const last = new Map<string, number>();
  request.entries.forEach((e, i) => last.set(`${matchKey(e.white)}\u0000${matchKey(e.black)}`, i));
  let written = 0;
  let one: ReturnType<typeof msg> | undefined;
  request.entries.forEach((e, i) => {
    const base = { white: e.white, black: e.black };
    if (last.get(`${matchKey(e.white)}\u0000${matchKey(e.black)}`) !== i) {
      entries.push(base);
      return;
    }
    const result = e.result.trim() === '' ? '' : parseGameResult(e.result);
    if (result === undefined) {
      entries.push({ ...base, problem: { severity: 'error', message: msg('unknownResult', e.result) } });
      return;
    }
    const found = findGame(table, request.round, e.white, e.black);
    if ('severity' in found) {
      entries.push({ ...base, problem: found });
      return;
    }
    entries.push({ ...base, board: found.board });
    if (cellText(found.row.get('result')).trim() === result) return;
    edits.push(resultEdit(table, found.row, request.round, result));
    written++;
    const white = cellText(found.row.get('white'));
    const black = cellText(found.row.get('black'));
    one =
      result === ''
        ? msg('resultCleared', request.round, found.board, white, black)
        : msg('resultSet', request.round, found.board, white, black, result);
  });
  const refused = entries.filter((e) => e.problem).length;
  return {
    changes: { writes: [], appends: [], ...(edits.length > 0 ? { edits } : {}) },
    summary: [written === 1 && refused === 0 && one ? one : msg('resultsSet', request.round, written, refused)],
    warnings: [],
    lang,
    entries,
  };
}
