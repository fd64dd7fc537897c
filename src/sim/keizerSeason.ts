/**
 * Simulated Keizer seasons for examples, property tests and benchmarks:
 * players with ratings, attendance with absence reasons, a pairing per round,
 * and results drawn from the Elo expectation. Deterministic for a seed.
 *
 * The pairing is pluggable; the default is a simple top-down pairing on the
 * current standings that avoids recent rematches (the real pairing engine
 * can be passed in instead).
 */
import type { Cell } from '../core/cell';
import { seededRng, Rng } from '../core/rng';
import { computeStandings } from '../core/keizer/standings';
import { defaultsOf } from '../core/settings/spec';
import { KeizerSettings, keizerSettingsSpec } from '../core/keizer/settings';
import type { AbsenceReason, GameResult, KeizerAbsence, KeizerCompetition, KeizerGame, KeizerPlayer, PlayerId } from '../core/keizer/types';
import { clubNames } from './names';

export interface SeasonOptions {
  readonly players: number;
  readonly rounds: number;
  /** Rounds actually played (default all). */
  readonly played?: number;
  readonly seed: string | number;
  /** Chance that a player is present on a club night (default 0.8). */
  readonly attendance?: number;
  readonly settings?: Partial<KeizerSettings>;
  /** Pairs the present players of a round (best first); returns [white, black] pairs and the bye. */
  readonly pair?: (comp: KeizerCompetition, round: number, present: PlayerId[], rng: Rng) => { games: [PlayerId, PlayerId][]; bye?: PlayerId };
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

function result(rw: number, rb: number, rng: Rng): GameResult {
  const expected = 1 / (1 + 10 ** ((rb - rw) / 400));
  const draw = 0.25;
  const x = rng.next();
  if (x < expected - draw / 2) return '1-0';
  if (x < expected + draw / 2) return '½-½';
  return '0-1';
}

/** Default pairing: top-down on the standings, avoiding a rematch within 6 rounds when possible; colours balanced. */
export function simplePairing(comp: KeizerCompetition, round: number, present: PlayerId[]): { games: [PlayerId, PlayerId][]; bye?: PlayerId } {
  const standings = computeStandings(comp, { afterRound: round - 1 });
  const rank = new Map<PlayerId, number>();
  standings.history[round - 1]!.all.forEach((p, i) => rank.set(p, i));
  const order = [...present].sort((a, b) => rank.get(a)! - rank.get(b)!);
  let bye: PlayerId | undefined;
  if (order.length % 2 === 1) {
    const hadBye = new Set(comp.absences.filter((a) => a.reason === 'bye').map((a) => a.player));
    const idx = [...order.keys()].reverse().find((i) => !hadBye.has(order[i]!)) ?? order.length - 1;
    bye = order.splice(idx, 1)[0];
  }
  const lastMet = new Map<string, number>();
  const whites = new Map<PlayerId, number>();
  for (const g of comp.games) {
    lastMet.set(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`, g.round);
    whites.set(g.white, (whites.get(g.white) ?? 0) + 1);
    whites.set(g.black, (whites.get(g.black) ?? 0) - 1);
  }
  const games: [PlayerId, PlayerId][] = [];
  const free = order.slice();
  while (free.length > 1) {
    const a = free.shift()!;
    let j = free.findIndex((b) => round - (lastMet.get(`${Math.min(a, b)}-${Math.max(a, b)}`) ?? -99) > 6);
    if (j < 0) j = 0;
    const b = free.splice(j, 1)[0]!;
    games.push((whites.get(a) ?? 0) <= (whites.get(b) ?? 0) ? [a, b] : [b, a]);
  }
  return { games, ...(bye !== undefined ? { bye } : {}) };
}

export interface SimulatedSeason {
  readonly competition: KeizerCompetition;
  /** The tabs as a club would type them. */
  readonly tabs: Record<string, Cell[][]>;
}

export function simulateKeizerSeason(o: SeasonOptions): SimulatedSeason {
  const rng = seededRng(`season:${o.seed}`);
  const names = clubNames(o.players, rng);
  const settings: KeizerSettings = { ...defaultsOf(keizerSettingsSpec), rounds: o.rounds, ...(o.settings ?? {}) };
  const players: KeizerPlayer[] = names.map((name, id) => {
    const rating = Math.round(1300 + rng.next() * 900);
    return {
      id,
      name,
      rating,
      active: true,
      ...(rng.next() < 0.8 ? { previousRank: 0 } : {}),
    };
  });
  // Previous ranks roughly by rating, with noise, for the players who played last season.
  const returning = players.filter((p) => p.previousRank !== undefined).sort((a, b) => b.rating! + rng.next() * 300 - (a.rating! + rng.next() * 300));
  const withPrevious = players.map((p) => (p.previousRank === undefined ? p : { ...p, previousRank: returning.indexOf(p) + 1 }));
  // Some players come often, some rarely.
  const regularity = withPrevious.map(() => Math.min(0.98, (o.attendance ?? 0.8) + (rng.next() - 0.5) * 0.4));
  const games: KeizerGame[] = [];
  const absences: KeizerAbsence[] = [];
  const pair = o.pair ?? ((c: KeizerCompetition, r: number, present: PlayerId[]) => simplePairing(c, r, present));
  const played = o.played ?? o.rounds;
  for (let round = 1; round <= played; round++) {
    const present: PlayerId[] = [];
    for (const p of withPrevious) {
      if (rng.next() < regularity[p.id]!) present.push(p.id);
      else absences.push({ round, player: p.id, reason: reason(rng) });
    }
    const comp: KeizerCompetition = { settings, players: withPrevious, games, absences };
    const pairing = pair(comp, round, present, rng);
    if (pairing.bye !== undefined) absences.push({ round, player: pairing.bye, reason: 'bye' });
    for (const [w, b] of pairing.games) {
      const res = rng.next() < 0.01 ? (rng.next() < 0.5 ? '+-' : '-+') : result(withPrevious[w]!.rating!, withPrevious[b]!.rating!, rng);
      games.push({ round, white: w, black: b, result: res });
    }
  }
  const competition: KeizerCompetition = { settings, players: withPrevious, games, absences };
  return { competition, tabs: keizerTabs(competition) };
}

const REASON_WORDS: Record<AbsenceReason, string> = { excused: 'afgemeld', unexcused: 'niet afgemeld', external: 'extern', clubDuty: 'clubtaak', bye: 'oneven', penaltyBye: 'straf-oneven' };

/** The competition as the Dutch tabs a club would type. */
export function keizerTabs(comp: KeizerCompetition): Record<string, Cell[][]> {
  const name = (p: PlayerId) => comp.players[p]!.name;
  const settingsRows: Cell[][] = [['Instelling', 'Waarde', 'Uitleg'], ['type', 'keizer', 'Soort competitie.']];
  for (const key of Object.keys(keizerSettingsSpec) as (keyof typeof keizerSettingsSpec)[]) {
    const spec = keizerSettingsSpec[key];
    settingsRows.push([key, (spec.show as (v: unknown) => string)(comp.settings[key]), spec.help.nl]);
  }
  return {
    Instellingen: settingsRows,
    Spelers: [['Naam', 'Rating', 'Vorige eindstand', 'Actief'], ...comp.players.map((p) => [p.name, p.rating ?? '', p.previousRank ?? '', p.active ? 'ja' : 'nee'])],
    Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag'], ...comp.games.map((g) => [g.round, name(g.white), name(g.black), g.result ?? ''])],
    Afwezig: [['Ronde', 'Naam', 'Reden'], ...comp.absences.slice().sort((a, b) => a.round - b.round || a.player - b.player).map((a) => [a.round, name(a.player), REASON_WORDS[a.reason]])],
  };
}
