/** Building Keizer competitions in tests: by names, with default (seed) settings. */
import { defaultsOf } from '../../src/core/settings/spec';
import { KeizerSettings, keizerSettingsSpec } from '../../src/core/keizer/settings';
import type { AbsenceReason, GameResult, KeizerCompetition, KeizerPlayer } from '../../src/core/keizer/types';

export interface PlayerSpec {
  name: string;
  rating?: number;
  previousRank?: number;
  startRank?: number;
  active?: boolean;
  fromRound?: number;
  estimated?: boolean;
}

/**
 * comp(players, games, absences, settings): games as [round, white, black, result],
 * absences as [round, name, reason].
 */
export function comp(
  players: (PlayerSpec | string)[],
  games: [number, string, string, GameResult | ''][] = [],
  absences: [number, string, AbsenceReason][] = [],
  settings: Partial<KeizerSettings> = {},
): KeizerCompetition {
  const ps: KeizerPlayer[] = players.map((p, id) => {
    const spec = typeof p === 'string' ? { name: p } : p;
    return {
      id,
      name: spec.name,
      active: spec.active ?? true,
      ...(spec.rating !== undefined ? { rating: spec.rating } : {}),
      ...(spec.previousRank !== undefined ? { previousRank: spec.previousRank } : {}),
      ...(spec.startRank !== undefined ? { startRank: spec.startRank } : {}),
      ...(spec.fromRound !== undefined ? { fromRound: spec.fromRound } : {}),
      ...(spec.estimated ? { estimated: true } : {}),
    };
  });
  const id = (name: string) => {
    const p = ps.find((x) => x.name === name);
    if (!p) throw new Error(`no player ${name}`);
    return p.id;
  };
  return {
    settings: { ...defaultsOf(keizerSettingsSpec), ...settings },
    players: ps,
    games: games.map(([round, w, b, r]) => ({ round, white: id(w), black: id(b), ...(r ? { result: r } : {}) })),
    absences: absences.map(([round, name, reason]) => ({ round, player: id(name), reason })),
  };
}

/** Players given by start rank (A is strongest), for tests that do not care about the start order rule. */
export function ranked(...names: string[]): PlayerSpec[] {
  return names.map((name, i) => ({ name, startRank: i + 1 }));
}

export const GIVEN = { startOrder: 'given' } as const;

/*
 * The worked example of the standings tests, computed by hand there. Six
 * players in the given start order A..F; top value ceil(1.5 × 6) = 9, so the
 * start values are A 9, B 8, C 7, D 6, E 5, F 4.
 *
 * Round 1: A–B 1-0, C–D ½-½, E excused, F bye.
 * Round 2: A–C 0-1, D–B 1-0, F–E ½-½.
 * Round 3: C–D 1-0, A–F +- (forfeit), E external, B unexcused.
 */
export function workedExample(settings: Partial<KeizerSettings> = {}, rounds = 3): KeizerCompetition {
  const games: [number, string, string, GameResult][] = [
    [1, 'A', 'B', '1-0'],
    [1, 'C', 'D', '½-½'],
    [2, 'A', 'C', '0-1'],
    [2, 'D', 'B', '1-0'],
    [2, 'F', 'E', '½-½'],
    [3, 'C', 'D', '1-0'],
    [3, 'A', 'F', '+-'],
  ];
  const absences: [number, string, AbsenceReason][] = [
    [1, 'E', 'excused'],
    [1, 'F', 'bye'],
    [3, 'E', 'external'],
    [3, 'B', 'unexcused'],
  ];
  return comp(
    ranked('A', 'B', 'C', 'D', 'E', 'F'),
    games.filter((g) => g[0] <= rounds),
    absences.filter((a) => a[0] <= rounds),
    { ...GIVEN, ...settings },
  );
}
