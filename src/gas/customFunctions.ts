/**
 * Custom functions (=KEIZERPOINTS(...) and friends). The JSDoc blocks below are
 * copied verbatim into dist/Code.js by the build, so Sheets shows their help
 * and autocomplete. They make no service calls: everything they need comes in
 * through their arguments (ranges of the tabs, header row included).
 */
import type { Cell } from '../core/cell';
import { isEmptyCell, cellText, parseNumberCell } from '../core/cell';
import { InputError, Problem, isInputError } from '../core/problems';
import { Range, asTable, rethrow, workbookFromRanges } from '../sheet/ranges';
import { Lang, msg, render } from '../i18n';
import { OpenedKeizerStandings, open } from '../sheet/open';
import { standingsTable } from '../sheet/keizerOutput';
import { KEIZER_ABSENCES_TAB, KEIZER_PLAYERS_TAB, KEIZER_RESULTS_TAB, SETTINGS_TAB, TabSpec } from '../sheet/contract';
import { matchKey } from '../core/text';

/**
 * The Keizer competition of range arguments (players, results, absences,
 * settings) and its standings after `round` (default: the last round with a
 * result). Problems are thrown as one message.
 */
export function keizerFromRanges(
  players: Range,
  results: Range,
  absences: Range,
  settings: Range,
  round: Cell,
): { ctx: OpenedKeizerStandings; lang: Lang } {
  const { wb, lang } = workbookFromRanges([
    [KEIZER_PLAYERS_TAB, players],
    [KEIZER_RESULTS_TAB, results],
    [KEIZER_ABSENCES_TAB, absences],
    [SETTINGS_TAB, settings],
  ]);
  try {
    let afterRound: number | undefined;
    if (!isEmptyCell(round)) {
      afterRound = parseNumberCell(round);
      if (afterRound === undefined || !Number.isInteger(afterRound))
        throw new InputError([{ severity: 'error', message: msg('notAWholeNumber', cellText(round)) }]);
    }
    return { ctx: open(wb, 'keizerStandings', afterRound === undefined ? {} : { round: afterRound }), lang };
  } catch (e) {
    return rethrow(isInputError(e) ? new InputError(e.problems.map(inFunctionWords)) : e, lang);
  }
}

/** A problem as a custom function says it: the round is its argument, not a menu choice or an option. */
function inFunctionWords(p: Problem): Problem {
  return p.message.key === 'roundNotThere'
    ? { ...p, message: msg('roundNotThereFunction', ...(p.message.args as [number, number])) }
    : p;
}

/**
 * A note when a range is cut short: its header row is the tab's standard
 * layout (as the wizard writes it) filled to the range's last cell but ending
 * before the layout does (Spelers!A:F of a tab that goes on with Vanaf ronde).
 * A range wider than the tab ends in empty header cells, and a tab laid out by
 * hand is not taken for a cut one.
 */
export function cutRangeNote(range: Range, spec: TabSpec, lang: Lang): string | undefined {
  const header = asTable(range).find((r) => r.some((c) => !isEmptyCell(c)));
  if (!header || header.length === 0 || isEmptyCell(header[header.length - 1])) return undefined;
  const layout = Object.values(spec.columns);
  if (header.length >= layout.length) return undefined;
  const standard = header.every((c, i) =>
    [layout[i]!.nl, layout[i]!.en].some((w) => matchKey(w) === matchKey(cellText(c))),
  );
  if (!standard) return undefined;
  const missing = layout
    .slice(header.length)
    .map((c) => c[lang])
    .join(', ');
  return render(
    msg('rangeCutShort', spec[lang], missing, `${spec[lang]}!A:${String.fromCharCode(64 + layout.length)}`),
    lang,
  );
}

/** The table with a note as its last row (as wide as the table: Sheets wants a rectangle). */
export function withNote(table: Cell[][], note: string | undefined): Cell[][] {
  if (note === undefined) return table;
  const width = Math.max(1, ...table.map((r) => r.length));
  return [...table, [note, ...new Array<Cell>(width - 1).fill('')]];
}

/**
 * Keizer standings computed from the competition's tabs: rank, name, points,
 * value, games, wins, draws, losses, forfeits, absences, byes, start value and
 * rating, with a header row. Recomputes whenever a result is typed.
 *
 * @param {Spelers!A:K} players The players tab with its header row (Naam, Rating, ...), all its columns: Spelers!A:K.
 * @param {Uitslagen!A:D} results The results tab with its header row (Ronde, Wit, Zwart, Uitslag), e.g. Uitslagen!A:D.
 * @param {Afwezig!A:C} absences Optional: the absences tab with its header row (Ronde, Naam, Reden), e.g. Afwezig!A:C.
 * @param {Instellingen!A:B} settings Optional: the settings tab with its header row (Instelling, Waarde), e.g. Instellingen!A:B.
 * @param {12} round Optional: the standings as they stood after this round; default the last round with a result.
 * @return The standings table, header row first.
 * @customfunction
 */
export function KEIZERPOINTS(
  players: Range,
  results: Range,
  absences?: Range,
  settings?: Range,
  round?: Cell,
): Cell[][] {
  const { ctx } = keizerFromRanges(players, results, absences, settings, round);
  return withNote(
    standingsTable(ctx.standings, ctx.competition, ctx.lang),
    cutRangeNote(players, KEIZER_PLAYERS_TAB, ctx.lang),
  );
}
