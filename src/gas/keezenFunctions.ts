/**
 * Keezen custom functions: =KEEZSCORE(...) for one side's points and
 * =KEEZSTAND(...) for the standings table. The JSDoc blocks are copied into
 * dist/Code.js by the build. No service calls: everything comes in through
 * the arguments.
 */
import type { Cell } from '../core/cell';
import { cellText, isEmptyCell } from '../core/cell';
import type { KeezenTable } from '../core/keezen/standings';
import { InputError } from '../core/problems';
import { Lang, Msg, msg } from '../i18n';
import { KEEZEN_PARTICIPANTS_TAB, KEEZEN_RESULTS_TAB, KEEZEN_TABLES_TAB, SETTINGS_TAB } from '../sheet/contract';
import { keezenTableRows, standingsColumns } from '../sheet/keezenOutput';
import { keezScore } from '../sheet/keezScore';
import { open } from '../sheet/open';
import { Range, rethrow, workbookFromRanges } from '../sheet/ranges';

/** A wrong argument: thrown as a problem, shown like every other (rethrow). */
function refuse(message: Msg): never {
  throw new InputError([{ severity: 'error', message }]);
}

/**
 * The points of one side of a Keezen game, computed the way the variant scores
 * a score form. A range gives a column (or block) of results, one per row.
 * Examples: KEEZSCORE(16, 12, "nk4tegen4") = 42; KEEZSCORE(12, 16, "nk4tegen4") = 24;
 * KEEZSCORE(4, 5, "spelavond") = 26; KEEZSCORE("1,3,4", 20, "buurtcompetitie") = 8.
 *
 * @param {16} own Own pawns home (spelavond: the player's own pawns; buurtcompetitie: the occupied holes such as "1,3,4", players separated by "/", or the game points).
 * @param {12} opponent The opposing side's pawns home (buurtcompetitie: holes or game points).
 * @param {"nk4tegen4"} variant Optional: the club's settings (Instellingen!A:B, with its header row: every setting counts, and the messages follow its language), or a variant name: nk4tegen4 (default), buurtcompetitie, spelavond or custom.
 * @param {TRUE} finished Optional: FALSE when the game was stopped by the time limit; default TRUE.
 * @return The points of the own side (or, on a games night, of the player).
 * @customfunction
 */
export function KEEZSCORE(
  own: Range,
  opponent: Range,
  variant?: Range,
  finished?: Range,
): number | string | (number | string)[][] {
  return keezScore(own, opponent, variant, finished);
}

/**
 * Keezen standings computed from the score forms: rank, no, name, played, won,
 * drawn, lost, match points, game points, points against, difference (and the
 * time tie-breaks when the variant uses them), with a header row. For the
 * buurtcompetitie this is the season table. With the Tafelindeling range the
 * byes and sit-outs count as on the Stand tab.
 *
 * @param {Uitslagen!A:Q} results The score forms with their header row (Ronde, Tafel, Team A, Team B, Binnen A, ...), e.g. Uitslagen!A:Q.
 * @param {Deelnemers!A:C} teams Optional: the participants with their header row (Nr, Naam, Spelers); without it the names on the forms are used.
 * @param {Instellingen!A:B} settings Optional: the settings tab with its header row (Instelling, Waarde), or just a variant name such as "buurtcompetitie"; default nk4tegen4.
 * @param {Tafelindeling!A:N} tables Optional: the Tafelindeling tab with its header row; its byes and sit-outs (the vrij lines) count, as on the Stand tab. Needs the teams range.
 * @param {2} table Optional: the table of this evening (or round, when the settings make a table per round) instead of the overall table.
 * @return The standings table, header row first.
 * @customfunction
 */
export function KEEZSTAND(results: Range, teams?: Range, settings?: Range, tables?: Range, table?: Range): Cell[][] {
  const settingsRange: Range =
    settings !== undefined && !Array.isArray(settings) && !isEmptyCell(settings as Cell)
      ? [
          [SETTINGS_TAB.columns.key.nl, SETTINGS_TAB.columns.value.nl],
          ['variant', settings as Cell],
        ]
      : settings;
  const { wb, lang } = workbookFromRanges([
    [KEEZEN_RESULTS_TAB, results],
    [KEEZEN_PARTICIPANTS_TAB, teams],
    [SETTINGS_TAB, settingsRange],
    [KEEZEN_TABLES_TAB, tables],
  ]);
  try {
    const openEntrants = !Array.isArray(teams);
    const loaded = open(wb, 'keezen', { openEntrants });
    const chosen = chosenTable(loaded.standings.tables, table);
    return keezenTableRows(chosen, standingsColumns(loaded.competition.settings, loaded.standings), loaded.lang);
  } catch (e) {
    return rethrow(e, lang as Lang);
  }
}

/** The table KEEZSTAND returns: the overall one, or that of evening (or round) N. */
function chosenTable(tables: readonly KeezenTable[], arg: Range): KeezenTable {
  const cell = Array.isArray(arg) ? (arg[0]?.[0] ?? null) : (arg ?? null);
  if (isEmptyCell(cell)) return tables[0]!;
  const n = typeof cell === 'number' ? cell : Number(cellText(cell));
  const found = Number.isInteger(n)
    ? tables.find((t) => (t.kind === 'evening' && t.evening === n) || (t.kind === 'round' && t.round === n))
    : undefined;
  if (!found) {
    const which = tables
      .filter((t) => t.kind === 'evening' || t.kind === 'round')
      .map((t) => (t.kind === 'evening' ? t.evening : t.round));
    refuse(msg('kzArgTable', cellText(cell), which.sort((a, b) => a! - b!).join(', ')));
  }
  return found;
}
