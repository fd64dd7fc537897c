/**
 * The season simulator for Keizer competitions: members with ratings, random
 * attendance with absence reasons (and penalty byes imposed now and then), the
 * real pairing engine pairing every round, and results drawn from the Elo
 * expectation. Deterministic for a seed. Used for the shipped example, the
 * property and season tests, and the benchmarks.
 *
 * Every round's pairing is also checked by the independent checker; the log
 * lists any violation the engine did not report as a relaxation (there must
 * be none).
 */
import type { Cell } from '../core/cell';
import { seededRng, Rng } from '../core/rng';
import { defaultsOf } from '../core/settings/spec';
import { KeizerSettings, keizerSettingsSpec } from '../core/keizer/settings';
import { KEIZER_SETTINGS_HELP } from '../core/keizer/settingsHelp';
import { PairingResult, Violation, checkPairing, pairRound, pairingInput } from '../core/keizer/pairing';
import type {
  AbsenceReason,
  GameResult,
  KeizerAbsence,
  KeizerCompetition,
  KeizerGame,
  KeizerPlayer,
  PlayerId,
} from '../core/keizer/types';
import {
  ABSENCE_WORDS,
  KEIZER_ABSENCES_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  NEVER_PAIRED_TAB,
  SETTINGS_HELP_COLUMN,
  SETTINGS_TAB,
} from '../sheet/contract';
import { clubNames } from './names';

export interface SeasonOptions {
  readonly players: number;
  readonly rounds: number;
  /** Rounds actually played (default all). */
  readonly played?: number;
  readonly seed: string | number;
  /** Chance that a player is present on a club night (default 0.8; individual players vary around it). */
  readonly attendance?: number;
  readonly settings?: Partial<KeizerSettings>;
  /** Categories A, B, C by rating thirds. */
  readonly categories?: boolean;
  /** This many random never-meet pairs. */
  readonly neverPairs?: number;
  /** Impose a penalty bye now and then after an absence without notice (default true). */
  readonly penaltyByes?: boolean;
  /** Chance of a forfeit result (default 0.01). */
  readonly forfeits?: number;
  /** Players (the last ones listed) who join after round 1 (column Vanaf ronde). */
  readonly lateEntrants?: number;
  /** Players (listed before the late entrants) who stop during the season and end with Actief = nee. */
  readonly leavers?: number;
  /** Players (the first ones listed) whose rating is marked as estimated (column Geschat). */
  readonly estimated?: number;
}

interface RoundLog {
  readonly round: number;
  readonly present: number;
  readonly result: PairingResult;
  /** Checker violations the engine did not report as relaxed, and reported relaxations the checker did not see, as keys (must be empty). */
  readonly unexpected: readonly string[];
  readonly checked: readonly Violation[];
}

export interface SimulatedSeason {
  readonly competition: KeizerCompetition;
  /** The tabs as a club would type them. */
  readonly tabs: Record<string, Cell[][]>;
  readonly log: readonly RoundLog[];
  readonly neverPairs: readonly (readonly [PlayerId, PlayerId])[];
}

const REASONS: [AbsenceReason, number][] = [
  ['excused', 0.7],
  ['unexcused', 0.1],
  ['external', 0.15],
  ['clubDuty', 0.05],
];

function reason(rng: Rng): AbsenceReason {
  let x = rng.next();
  for (const [r, p] of REASONS) if ((x -= p) < 0) return r;
  return 'excused';
}

function result(rw: number, rb: number, rng: Rng, forfeits: number): GameResult {
  if (rng.next() < forfeits) return rng.next() < 0.5 ? '+-' : '-+';
  const expected = 1 / (1 + 10 ** ((rb - rw) / 400));
  const draw = 0.25;
  const x = rng.next();
  if (x < expected - draw / 2) return '1-0';
  if (x < expected + draw / 2) return '½-½';
  return '0-1';
}

/** The key by which the checker's violations and the engine's relaxations are compared. */
export function hitKey(rule: string, players: readonly PlayerId[]): string {
  return `${rule}:${[...players].sort((a, b) => a - b).join(',')}`;
}

/** The engine's reported relaxations as checker keys. */
export function relaxedKeys(result: PairingResult): string[] {
  if (!result.ok) return [];
  const keys: string[] = [];
  for (const b of result.boards)
    for (const h of b.relaxed) keys.push(hitKey(h.rule, h.player !== undefined ? [h.player] : [b.white, b.black]));
  if (result.bye) for (const h of result.bye.relaxed) keys.push(hitKey(h.rule, [result.bye.player]));
  return keys.sort();
}

function makePlayers(o: SeasonOptions, rng: Rng): KeizerPlayer[] {
  const names = clubNames(o.players, rng);
  const base = names.map((name, id) => ({
    id,
    name,
    rating: Math.round(1300 + rng.next() * 900),
    returning: rng.next() < 0.8,
  }));
  // Previous ranks roughly by rating, with noise, for the players who played last season.
  const returning = base
    .filter((p) => p.returning)
    .sort((a, b) => b.rating + rng.next() * 300 - (a.rating + rng.next() * 300));
  const byRating = [...base].sort((a, b) => b.rating - a.rating);
  return base.map((p) => {
    const third = byRating.indexOf(p) / base.length;
    return {
      id: p.id,
      name: p.name,
      rating: p.rating,
      active: true,
      ...(p.returning ? { previousRank: returning.indexOf(p) + 1 } : {}),
      ...(o.categories ? { category: third < 1 / 3 ? 'A' : third < 2 / 3 ? 'B' : 'C' } : {}),
    };
  });
}

export function simulateKeizerSeason(o: SeasonOptions): SimulatedSeason {
  const rng = seededRng(`season:${o.seed}`);
  const settings: KeizerSettings = { ...defaultsOf(keizerSettingsSpec), rounds: o.rounds, ...(o.settings ?? {}) };
  let players = makePlayers(o, rng);
  const never: [PlayerId, PlayerId][] = [];
  for (let k = 0; k < (o.neverPairs ?? 0); k++) {
    const a = rng.int(o.players);
    const b = rng.int(o.players);
    if (a !== b) never.push([a, b]);
  }
  const played = o.played ?? o.rounds;
  // Late entrants and leavers, from a separate stream so that seasons without them stay as they were.
  const extra = seededRng(`season-extra:${o.seed}`);
  const n = players.length;
  const fromRound = new Map<PlayerId, number>();
  const leaveAfter = new Map<PlayerId, number>();
  for (let i = 0; i < Math.min(o.lateEntrants ?? 0, n - 2); i++)
    fromRound.set(n - 1 - i, 2 + Math.floor(extra.next() * Math.max(1, o.rounds - 1)));
  for (let i = 0; i < Math.min(o.leavers ?? 0, n - 2 - fromRound.size); i++)
    leaveAfter.set(n - 1 - fromRound.size - i, 1 + Math.floor(extra.next() * Math.max(1, played - 1)));
  players = players.map((p) => ({
    ...p,
    ...(fromRound.has(p.id) ? { fromRound: fromRound.get(p.id)! } : {}),
    ...(p.id < (o.estimated ?? 0) ? { estimated: true } : {}),
  }));
  const takesPart = (p: PlayerId, round: number) =>
    round >= (fromRound.get(p) ?? 1) && round <= (leaveAfter.get(p) ?? Infinity);
  const attendance = o.attendance ?? 0.8;
  // attendance 1: everybody, every round; otherwise each player varies around it.
  const regularity = players.map(() => (attendance >= 1 ? 1 : Math.min(0.98, attendance + (rng.next() - 0.5) * 0.4)));
  const games: KeizerGame[] = [];
  const absences: KeizerAbsence[] = [];
  const log: RoundLog[] = [];
  for (let round = 1; round <= played; round++) {
    // A leaver is no longer active after his last round: neither paired nor absent.
    if ([...leaveAfter.values()].includes(round - 1))
      players = players.map((p) => (leaveAfter.get(p.id) === round - 1 ? { ...p, active: false } : p));
    for (const p of players) {
      if (!takesPart(p.id, round)) continue;
      if (regularity[p.id] === 1 || rng.next() < regularity[p.id]!) continue;
      const why = reason(rng);
      absences.push({ round, player: p.id, reason: why });
      if (why === 'unexcused' && (o.penaltyByes ?? true) && rng.next() < 0.3) {
        players = players.map((q) => (q.id === p.id ? { ...q, penaltyByes: (q.penaltyByes ?? 0) + 1 } : q));
      }
    }
    const comp: KeizerCompetition = { settings, players, games, absences };
    const input = pairingInput(comp, round, never, `sim-${round}`);
    const pairing = pairRound(input);
    const checked: Violation[] = [];
    const unexpected: string[] = [];
    if (pairing.ok) {
      const proposal = {
        games: pairing.boards.map((b) => ({ white: b.white, black: b.black })),
        byes: pairing.bye ? [{ player: pairing.bye.player, penalty: pairing.bye.penalty }] : [],
      };
      checked.push(...checkPairing({ round, players, games, absences, rules: settings, neverPairs: never }, proposal));
      const left = relaxedKeys(pairing);
      for (const v of checked) {
        const i = left.indexOf(hitKey(v.rule, v.players));
        if (i >= 0) left.splice(i, 1);
        else unexpected.push(`not reported: ${hitKey(v.rule, v.players)}`);
      }
      for (const k of left) unexpected.push(`reported, not found: ${k}`);
      for (const b of pairing.boards) {
        games.push({
          round,
          white: b.white,
          black: b.black,
          result: result(players[b.white]!.rating!, players[b.black]!.rating!, rng, o.forfeits ?? 0.01),
        });
      }
      if (pairing.bye)
        absences.push({ round, player: pairing.bye.player, reason: pairing.bye.penalty ? 'penaltyBye' : 'bye' });
    }
    log.push({ round, present: input.present.length, result: pairing, unexpected, checked });
  }
  players = players.map((p) => (leaveAfter.has(p.id) ? { ...p, active: false } : p));
  const competition: KeizerCompetition = { settings, players, games, absences };
  return { competition, tabs: keizerTabs(competition, never), log, neverPairs: never };
}

/** A bye or penalty bye: written by Ronde vastleggen, after the absences typed for its round. */
const recorded = (a: KeizerAbsence) => a.reason === 'bye' || a.reason === 'penaltyBye';

/** The competition as the Dutch tabs a club would type (names from the tab contract). */
export function keizerTabs(
  comp: KeizerCompetition,
  neverPairs: readonly (readonly [PlayerId, PlayerId])[] = [],
): Record<string, Cell[][]> {
  const name = (p: PlayerId) => comp.players[p]!.name;
  const sc = SETTINGS_TAB.columns;
  const settingsRows: Cell[][] = [
    [sc.key.nl, sc.value.nl, SETTINGS_HELP_COLUMN.nl],
    ['type', 'keizer', 'Soort competitie.'],
  ];
  for (const key of Object.keys(keizerSettingsSpec) as (keyof typeof keizerSettingsSpec)[]) {
    const spec = keizerSettingsSpec[key];
    settingsRows.push([key, (spec.show as (v: unknown) => string)(comp.settings[key]), KEIZER_SETTINGS_HELP[key].nl]);
  }
  const withCategory = comp.players.some((p) => p.category !== undefined);
  const withPenalty = comp.players.some((p) => (p.penaltyByes ?? 0) > 0);
  const withFrom = comp.players.some((p) => p.fromRound !== undefined);
  const withEstimated = comp.players.some((p) => p.estimated);
  const pc = KEIZER_PLAYERS_TAB.columns;
  const playerHeader: Cell[] = [
    pc.name.nl,
    pc.rating.nl,
    pc.previousRank.nl,
    pc.active.nl,
    ...(withCategory ? [pc.category.nl] : []),
    ...(withPenalty ? [pc.penaltyByes.nl] : []),
    ...(withFrom ? [pc.fromRound.nl] : []),
    ...(withEstimated ? [pc.estimated.nl] : []),
  ];
  const rc = KEIZER_RESULTS_TAB.columns;
  const ac = KEIZER_ABSENCES_TAB.columns;
  const tabs: Record<string, Cell[][]> = {
    [SETTINGS_TAB.nl]: settingsRows,
    [KEIZER_PLAYERS_TAB.nl]: [
      playerHeader,
      ...comp.players.map((p) => [
        p.name,
        p.rating ?? '',
        p.previousRank ?? '',
        p.active ? 'ja' : 'nee',
        ...(withCategory ? [p.category ?? ''] : []),
        ...(withPenalty ? [p.penaltyByes ? p.penaltyByes : ''] : []),
        ...(withFrom ? [p.fromRound ?? ''] : []),
        ...(withEstimated ? [p.estimated ? 'ja' : ''] : []),
      ]),
    ],
    [KEIZER_RESULTS_TAB.nl]: [
      [rc.round.nl, rc.white.nl, rc.black.nl, rc.result.nl],
      ...comp.games.map((g) => [g.round, name(g.white), name(g.black), g.result ?? '']),
    ],
    [KEIZER_ABSENCES_TAB.nl]: [
      [ac.round.nl, ac.name.nl, ac.reason.nl],
      // As a club's tab grows: per round the absences typed before the pairing, then the bye or penalty bye
      // that Ronde vastleggen appends (so that round can be taken back).
      ...comp.absences
        .slice()
        .sort((a, b) => a.round - b.round || Number(recorded(a)) - Number(recorded(b)) || a.player - b.player)
        .map((a) => [a.round, name(a.player), ABSENCE_WORDS[a.reason].nl]),
    ],
  };
  const nc = NEVER_PAIRED_TAB.columns;
  if (neverPairs.length > 0)
    tabs[NEVER_PAIRED_TAB.nl] = [[nc.first.nl, nc.second.nl], ...neverPairs.map(([a, b]) => [name(a), name(b)])];
  return tabs;
}
