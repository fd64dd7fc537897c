/**
 * The custom function =KEIZERUITLEG(...): how a player's points are made up,
 * as rows. Like KEIZERPOINTS it makes no service calls: the tabs come in as
 * range arguments. Its JSDoc is copied into dist/Code.js by the build.
 */
import type { Cell } from '../core/cell';
import { cellText } from '../core/cell';
import { explainPlayer } from '../core/keizer/explain';
import { resolvePlayer } from '../actions/season';
import { explanationModel } from '../sheet/keizerSeason';
import { cutRangeNote, keizerFromRanges, withNote } from './customFunctions';
import { rethrow } from '../sheet/ranges';
import { KEIZER_PLAYERS_TAB } from '../sheet/contract';

type Range = Cell[][] | Cell | undefined;

/**
 * How a player's Keizer points are made up, round by round: the start value,
 * each game (opponent, colour, result, the opponent's value used, the points)
 * and each absence (kind, how many so far, fraction of the own value), with a
 * running total; the last row is the total, equal to the standings.
 *
 * @param {"Jan Jansen"} player The player's name (or a cell holding it).
 * @param {Spelers!A:K} players The players tab with its header row, all its columns: Spelers!A:K.
 * @param {Uitslagen!A:D} results The results tab with its header row, e.g. Uitslagen!A:D.
 * @param {Afwezig!A:C} absences Optional: the absences tab with its header row, e.g. Afwezig!A:C.
 * @param {Instellingen!A:B} settings Optional: the settings tab with its header row, e.g. Instellingen!A:B.
 * @param {12} round Optional: as after this round; default the last round with a result.
 * @return The explanation, header row first, total last.
 * @customfunction
 */
export function KEIZERUITLEG(
  player: Cell,
  players: Range,
  results: Range,
  absences?: Range,
  settings?: Range,
  round?: Cell,
): Cell[][] {
  const { ctx, lang } = keizerFromRanges(players, results, absences, settings, round);
  try {
    const { competition: comp, standings } = ctx;
    const id = resolvePlayer(
      comp,
      cellText(Array.isArray(player) ? (player as Cell[][])[0]?.[0] : player),
      ctx.problems,
    );
    const model = explanationModel(comp, standings, explainPlayer(comp, standings, id), ctx.lang, 'cells');
    return withNote(
      [[...model.header], ...model.rows.map((r) => [...r])],
      cutRangeNote(players, KEIZER_PLAYERS_TAB, ctx.lang),
    );
  } catch (e) {
    return rethrow(e, lang);
  }
}
