/**
 * A KeizerForClubs tournament (its SQLite file: tables Player, Pairing and
 * ConfigTab) as a Keizer season. The rows come in as plain data (the CLI reads
 * the file); this module only maps them.
 *
 * KeizerForClubs' result codes (its `Results`), and what they become here, each
 * scored as its RankingCalculator scores it:
 *   1 WinWhite / 2 Draw / 3 WinBlack          1-0 / ½-½ / 0-1 (a loss: BONUS.Verlust % of the winner's value)
 *   8 WinWhiteForfeit / 9 WinBlackForfeit     +- / -+ (the winner the loser's whole value, the loser nothing)
 *   10 ForfeitForfeit                         -- (nothing for either)
 *   11 Adjourned                              the game without a result (warned: fill it in when it is known)
 *   -1 / 0 (or empty)                         a game without a result yet
 *   a row with PID_B < 0 (no opponent):
 *     4 FreeWin ("Freilos")                   oneven (bye)
 *     5 Hindered (club commitments)           extern (one of the two club reasons; both score the same in
 *                                             KeizerForClubs, whose manual names them together)
 *     6 Excused                               afgemeld
 *     7 Unexcused                             niet afgemeld
 *     12 LateStart (before a late entrant's first round)   niet afgemeld: KeizerForClubs scores it at the
 *                                             unexcused percentage, and keeps the player in the ladder from
 *                                             the start (so no Vanaf ronde)
 *   Player.state 9 (retired), 10 (deleted)   Actief = nee
 * Anything else is reported at its row and nothing is written. The settings are
 * the keizerforclubs preset with the tournament's own percentages (ConfigTab);
 * the options the project has no equivalent for are named in a warning with
 * what to set by hand (NOT_CARRIED).
 */
import type { Problems } from '../problems';
import { msg } from '../../i18n';
import { matchKey } from '../text';
import type { AbsenceReason, GameResult } from '../keizer/types';
import { keizerSettingsSpec } from '../keizer/settings';
import { defaultsOf } from '../settings/spec';
import { MappingCounter, type ImportedSeason, type SeasonAbsence, type SeasonGame, type SeasonPlayer } from './season';

export interface KfcPlayerRow {
  readonly id: number;
  readonly name: string;
  readonly rating: number | null;
  readonly state: number | null;
}

/** A row of KeizerForClubs' ConfigTab: its scoring options (BONUS.*, OPTION.*), a number or a text. */
export interface KfcConfigRow {
  readonly key: string;
  readonly value: number | null;
  readonly text?: string | null | undefined;
}

/**
 * KeizerForClubs' scoring options as settings on top of the keizerforclubs
 * preset: its percentages of the own value (club games count for both club
 * reasons), the retired percentage, the loss share ("toughness bonus": a % of
 * the winner's value, as `loss` here), the ratio first/last.
 */
const CONFIG_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  'BONUS.Clubgame': ['clubDuty', 'external'],
  'BONUS.Excused': ['excused', 'excusedAfterLimit'],
  'BONUS.Unexcused': ['unexcused'],
  'BONUS.Retired': ['inactiveGames'],
  'BONUS.Freilos': ['bye'],
  'BONUS.Verlust': ['loss'],
  'OPTION.RatioFirst2Last': ['topValueRatio'],
};

/**
 * KeizerForClubs' options that change its points and have no setting here: each
 * one the file switches on is named in a warning, with what to set by hand.
 * `OPTION.TimeBonus` (a time handicap: clock times by rating difference, its
 * text e.g. `curve=Sigmoid, Min=…, Sum=…, Fak=…`) changes no points but the
 * clocks; `#…` or empty is off. The others are on when their value is not 0.
 */
const NOT_CARRIED = [
  'OPTION.DecayBonus',
  'OPTION.DecayPrevRound',
  'OPTION.WickerNormalization',
  'OPTION.TimeBonus',
] as const;
export type KfcOptionNotCarried = (typeof NOT_CARRIED)[number];

function configRow(config: readonly KfcConfigRow[], option: string): KfcConfigRow | undefined {
  return config.find((c) => c.key.toLowerCase() === option.toLowerCase());
}

/** The options of NOT_CARRIED the tournament switches on, with their value as the file holds it. */
export function kfcOptionsNotCarried(
  config: readonly KfcConfigRow[],
): { option: KfcOptionNotCarried; value: string }[] {
  const out: { option: KfcOptionNotCarried; value: string }[] = [];
  for (const option of NOT_CARRIED) {
    const row = configRow(config, option);
    if (!row) continue;
    if (option === 'OPTION.TimeBonus') {
      const text = (row.text ?? '').trim();
      if (text !== '' && !text.startsWith('#')) out.push({ option, value: text });
    } else if (row.value !== null && Number(row.value) !== 0 && Number.isFinite(Number(row.value))) {
      out.push({ option, value: String(row.value) });
    }
  }
  return out;
}

/** The settings of a KeizerForClubs tournament: the preset, and each option the file sets. */
export function kfcSettings(config: readonly KfcConfigRow[]): { key: string; value: string }[] {
  const out = [{ key: 'preset', value: 'keizerforclubs' }];
  for (const [option, keys] of Object.entries(CONFIG_SETTINGS)) {
    const row = configRow(config, option);
    const n = row?.value === null || row?.value === undefined ? NaN : Number(row.value);
    if (!Number.isFinite(n)) continue;
    const value = option.startsWith('BONUS.') ? `${n}%` : String(n);
    for (const key of keys) out.push({ key, value });
  }
  return out;
}

export interface KfcPairingRow {
  readonly round: number;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly result: number | null;
}

/** KeizerForClubs' name of each result code (its `Results`), shown with the code in the import's report. */
const CODE_NAMES: Readonly<Record<number, string>> = {
  1: 'WinWhite',
  2: 'Draw',
  3: 'WinBlack',
  4: 'FreeWin',
  5: 'Hindered',
  6: 'Excused',
  7: 'Unexcused',
  8: 'WinWhiteForfeit',
  9: 'WinBlackForfeit',
  10: 'ForfeitForfeit',
  11: 'Adjourned',
  12: 'LateStart',
};
const codeText = (code: number) => `Result ${code}${CODE_NAMES[code] ? ` (${CODE_NAMES[code]})` : ''}`;

const GAME_RESULTS: Readonly<Record<number, GameResult>> = {
  1: '1-0',
  2: '½-½',
  3: '0-1',
  8: '+-',
  9: '-+',
  10: '--',
};
/** An adjourned game: paired, its result still to come. */
const ADJOURNED = 11;
const ABSENCE_RESULTS: Readonly<Record<number, AbsenceReason>> = {
  4: 'bye',
  5: 'external',
  6: 'excused',
  7: 'unexcused',
  12: 'unexcused',
};
const INACTIVE_STATES = new Set([9, 10]);

export function kfcToSeason(
  playerRows: readonly KfcPlayerRow[],
  pairingRows: readonly KfcPairingRow[],
  source: string,
  problems: Problems,
  config: readonly KfcConfigRow[] = [],
): ImportedSeason {
  const counter = new MappingCounter();
  const players: SeasonPlayer[] = [];
  const index = new Map<number, number>();
  const names = new Set<string>();
  const playerPlace = { tab: `${source} (Player)` };
  for (const p of [...playerRows].sort((a, b) => a.id - b.id)) {
    const name = (p.name ?? '').trim();
    if (name === '') {
      problems.error(playerPlace, msg('kfcNoName', p.id));
      continue;
    }
    if (names.has(matchKey(name))) {
      problems.error(playerPlace, msg('kfcNameTwice', name));
      continue;
    }
    names.add(matchKey(name));
    const inactive = p.state !== null && INACTIVE_STATES.has(p.state);
    if (inactive) counter.add(`Player.state ${p.state}`, 'none');
    index.set(p.id, players.length);
    players.push({
      name,
      ...(p.rating !== null && p.rating > 0 ? { rating: p.rating } : {}),
      ...(inactive ? { active: false } : {}),
    });
  }

  const games: SeasonGame[] = [];
  const absences: SeasonAbsence[] = [];
  let lastRound = 0;
  const sorted = [...pairingRows].sort((a, b) => a.round - b.round || a.board - b.board);
  for (const r of sorted) {
    const place = { tab: `${source} (Pairing)` };
    if (!Number.isInteger(r.round) || r.round < 1) {
      problems.error(place, msg('kfcBadRound', String(r.round)));
      continue;
    }
    lastRound = Math.max(lastRound, r.round);
    const white = index.get(r.white);
    if (white === undefined) {
      problems.error(place, msg('kfcUnknownPlayer', r.round, r.board, r.white));
      continue;
    }
    if (r.black < 0) {
      const reason = r.result === null ? undefined : ABSENCE_RESULTS[r.result];
      if (reason === undefined) {
        problems.error(place, msg('kfcUnknownCode', r.round, r.board, String(r.result)));
        continue;
      }
      counter.add(codeText(r.result!), reason);
      absences.push({ round: r.round, player: white, reason });
      continue;
    }
    const black = index.get(r.black);
    if (black === undefined) {
      problems.error(place, msg('kfcUnknownPlayer', r.round, r.board, r.black));
      continue;
    }
    if (r.result === null || r.result === -1 || r.result === 0) {
      games.push({ round: r.round, white, black });
      continue;
    }
    if (r.result === ADJOURNED) {
      counter.add(codeText(r.result), 'none');
      problems.warning(place, msg('kfcAdjourned', r.round, r.board, players[white]!.name, players[black]!.name));
      games.push({ round: r.round, white, black });
      continue;
    }
    const result = GAME_RESULTS[r.result];
    if (result === undefined) {
      problems.error(place, msg('kfcUnknownCode', r.round, r.board, String(r.result)));
      continue;
    }
    // The plain results are not listed; the forfeits are, as the absences (what a leader checks).
    if (r.result >= 8) counter.add(codeText(r.result), result);
    games.push({ round: r.round, white, black, result });
  }
  for (const { option, value } of kfcOptionsNotCarried(config))
    problems.warning({ tab: `${source} (ConfigTab)` }, msg('kfcOptionNotCarried', option, value));
  // KeizerForClubs does not store the season's length: the default, or the last round when there are more.
  const rounds = defaultsOf(keizerSettingsSpec).rounds;
  return {
    players,
    games,
    absences,
    ...(lastRound > rounds ? { rounds: lastRound } : {}),
    settings: kfcSettings(config),
    mappings: counter.list(),
  };
}
