/**
 * A seeded season simulator: members with ratings, random attendance
 * (excused or not, with penalty byes imposed now and then), the engine pairs
 * every round, results follow the ratings. Used by the season tests and the bench.
 */
import { computeStandings } from '../core/keizer/standings';
import { KeizerSettings, keizerSettingsSpec } from '../core/keizer/settings';
import { defaultsOf } from '../core/settings/spec';
import { buildHistory, checkPairing, pairRound, PairingResult, Violation, PairingInput } from '../core/keizer/pairing';
import type { KeizerAbsence, KeizerCompetition, KeizerGame, KeizerPlayer, PlayerId } from '../core/keizer/types';
import { seededRng } from '../core/rng';

export interface SeasonOptions {
  readonly members: number;
  readonly rounds: number;
  readonly attendance: number;
  readonly seed: string;
  readonly settings?: Partial<KeizerSettings>;
  /** Categories A, B, C by rating thirds. */
  readonly categories?: boolean;
  /** Some never-meet pairs. */
  readonly neverPairs?: number;
}

export interface RoundLog {
  readonly round: number;
  readonly present: number;
  readonly result: PairingResult;
  /** Checker violations that the engine did not report as relaxed (must be empty). */
  readonly unexpected: readonly Violation[];
  readonly checked: readonly Violation[];
}

export interface SeasonReport {
  readonly comp: KeizerCompetition;
  readonly log: readonly RoundLog[];
  readonly neverPairs: readonly (readonly [PlayerId, PlayerId])[];
}

export function defaultSettings(over: Partial<KeizerSettings> = {}): KeizerSettings {
  return { ...defaultsOf(keizerSettingsSpec), ...over };
}

export function makePlayers(n: number, seed: string, categories = false): KeizerPlayer[] {
  const rng = seededRng(`players|${seed}`);
  return Array.from({ length: n }, (_, i) => {
    const rating = Math.round(2200 - (i * 900) / Math.max(1, n) + rng.int(120) - 60);
    return {
      id: i,
      name: `P${String(i + 1).padStart(3, '0')}`,
      rating,
      previousRank: i + 1,
      active: true,
      ...(categories ? { category: i < n / 3 ? 'A' : i < (2 * n) / 3 ? 'B' : 'C' } : {}),
    };
  });
}

/** The key the checker and the engine's relaxed hits are compared by. */
export function hitKey(rule: string, players: readonly PlayerId[]): string {
  return `${rule}:${[...players].sort((a, b) => a - b).join(',')}`;
}

/** The engine's reported relaxations as checker keys. */
export function relaxedKeys(result: PairingResult): string[] {
  if (!result.ok) return [];
  const keys: string[] = [];
  for (const b of result.boards) for (const h of b.relaxed) keys.push(hitKey(h.rule, h.player !== undefined ? [h.player] : [b.white, b.black]));
  if (result.bye) for (const h of result.bye.relaxed) keys.push(hitKey(h.rule, [result.bye.player]));
  return keys.sort();
}

export function inputFor(comp: KeizerCompetition, round: number, present: PlayerId[], neverPairs: readonly (readonly [PlayerId, PlayerId])[], seed: string): PairingInput {
  const standings = computeStandings(comp, { afterRound: round - 1 });
  const order = standings.history[round - 1]!.all;
  const here = new Set(present);
  const history = buildHistory(comp.players.length, comp.games, comp.absences, round);
  return {
    round,
    present: order.filter((p) => here.has(p)),
    players: comp.players,
    history,
    rules: comp.settings,
    neverPairs,
    penaltyOwed: comp.players.map((p) => (p.penaltyByes ?? 0) - history.players[p.id]!.penaltyByes),
    seed,
  };
}

export function simulateSeason(o: SeasonOptions): SeasonReport {
  const rng = seededRng(`season|${o.seed}`);
  const settings = defaultSettings({ rounds: o.rounds, ...o.settings });
  let players = makePlayers(o.members, o.seed, o.categories);
  const never: [PlayerId, PlayerId][] = [];
  for (let k = 0; k < (o.neverPairs ?? 0); k++) {
    const a = rng.int(o.members);
    const b = rng.int(o.members);
    if (a !== b) never.push([a, b]);
  }
  const games: KeizerGame[] = [];
  const absences: KeizerAbsence[] = [];
  const log: RoundLog[] = [];
  for (let round = 1; round <= o.rounds; round++) {
    const present: PlayerId[] = [];
    for (const p of players) {
      if (rng.next() < o.attendance) present.push(p.id);
      else {
        const unexcused = rng.next() < 0.1;
        absences.push({ round, player: p.id, reason: unexcused ? 'unexcused' : 'excused' });
        if (unexcused && rng.next() < 0.5) players = players.map((q) => (q.id === p.id ? { ...q, penaltyByes: (q.penaltyByes ?? 0) + 1 } : q));
      }
    }
    const comp: KeizerCompetition = { settings, players, games, absences };
    const input = inputFor(comp, round, present, never, `sim-${round}`);
    const result = pairRound(input);
    let checked: Violation[] = [];
    let unexpected: Violation[] = [];
    if (result.ok) {
      const proposal = {
        games: result.boards.map((b) => ({ white: b.white, black: b.black })),
        byes: result.bye ? [{ player: result.bye.player, penalty: result.bye.penalty }] : [],
      };
      checked = checkPairing({ round, players, games, absences, rules: settings, neverPairs: never }, proposal);
      const expected = relaxedKeys(result);
      const left = [...expected];
      for (const v of checked) {
        const i = left.indexOf(hitKey(v.rule, v.players));
        if (i >= 0) left.splice(i, 1);
        else unexpected.push(v);
      }
      // Relaxations the engine reported but the checker did not see are just as wrong.
      for (const k of left) unexpected.push({ rule: 'missing', players: [], value: -1, limit: k.length });
      for (const b of result.boards) {
        const pw = players[b.white]!.rating ?? 1500;
        const pb = players[b.black]!.rating ?? 1500;
        const e = 1 / (1 + 10 ** ((pb - pw) / 400));
        const x = rng.next();
        const forfeit = rng.next() < 0.02;
        const res = forfeit ? (rng.next() < 0.5 ? '+-' : '-+') : x < e * 0.85 ? '1-0' : x < e * 0.85 + 0.15 ? '½-½' : '0-1';
        games.push({ round, white: b.white, black: b.black, result: res });
      }
      if (result.bye) absences.push({ round, player: result.bye.player, reason: result.bye.penalty ? 'penaltyBye' : 'bye' });
    }
    log.push({ round, present: present.length, result, unexpected, checked });
  }
  return { comp: { settings, players, games, absences }, log, neverPairs: never };
}
