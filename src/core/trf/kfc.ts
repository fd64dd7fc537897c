/**
 * A KeizerForClubs tournament (its SQLite file: tables Player and Pairing) as
 * a Keizer season. The rows come in as plain data (the CLI reads the file);
 * this module only maps them.
 *
 * KeizerForClubs' codes, and what they become here:
 *   Pairing.Result 1 / 2 / 3        1-0 / ½-½ / 0-1
 *   Pairing.Result -1 (or empty)    a game without a result yet
 *   a row with PID_B < 0 (no opponent), Result
 *     4 (free win, "Freilos")       oneven (bye)
 *     5 (hindered: absent for club commitments)  extern (one of the two club reasons; both score
 *                                   the same in KeizerForClubs, whose manual names them together)
 *     6 (excused)                   afgemeld
 *     7 (unexcused)                 niet afgemeld
 *   Player.state 9 (retired), 10 (deleted)   Actief = nee
 * Anything else is reported at its row and nothing is written. The settings are
 * the keizerforclubs preset with the tournament's own percentages (ConfigTab).
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

/** A row of KeizerForClubs' ConfigTab: its scoring options (BONUS.*, OPTION.*). */
export interface KfcConfigRow {
  readonly key: string;
  readonly value: number | null;
}

/**
 * KeizerForClubs' scoring options as settings on top of the keizerforclubs
 * preset: its percentages of the own value (club games count for both club
 * reasons), the retired percentage, the ratio first/last.
 */
const CONFIG_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  'BONUS.Clubgame': ['clubDuty', 'external'],
  'BONUS.Excused': ['excused', 'excusedAfterLimit'],
  'BONUS.Unexcused': ['unexcused'],
  'BONUS.Retired': ['inactiveGames'],
  'BONUS.Freilos': ['bye'],
  'OPTION.RatioFirst2Last': ['topValueRatio'],
};

/** The settings of a KeizerForClubs tournament: the preset, and each option the file sets. */
export function kfcSettings(config: readonly KfcConfigRow[]): { key: string; value: string }[] {
  const out = [{ key: 'preset', value: 'keizerforclubs' }];
  for (const [option, keys] of Object.entries(CONFIG_SETTINGS)) {
    const row = config.find((c) => c.key.toLowerCase() === option.toLowerCase());
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

const GAME_RESULTS: Readonly<Record<number, GameResult>> = { 1: '1-0', 2: '½-½', 3: '0-1' };
const ABSENCE_RESULTS: Readonly<Record<number, AbsenceReason>> = {
  4: 'bye',
  5: 'external',
  6: 'excused',
  7: 'unexcused',
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
      counter.add(`Result ${r.result}`, reason);
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
    const result = GAME_RESULTS[r.result];
    if (result === undefined) {
      problems.error(place, msg('kfcUnknownCode', r.round, r.board, String(r.result)));
      continue;
    }
    games.push({ round: r.round, white, black, result });
  }
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
