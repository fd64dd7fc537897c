/** Building pairing inputs in tests: players by name, the present order given explicitly. */
import {
  buildHistory,
  pairRound,
  PairingInput,
  PairingResult,
  PairingSuccess,
  checkPairing,
  Violation,
} from '../../src/core/keizer/pairing';
import type { KeizerSettings } from '../../src/core/keizer/settings';
import type { AbsenceReason, GameResult, KeizerCompetition } from '../../src/core/keizer/types';
import { comp } from './keizer';

export interface Scenario {
  readonly comp: KeizerCompetition;
  readonly round: number;
  readonly input: PairingInput;
}

/**
 * A round to pair: `order` are the present players best first (the ranking is
 * given, not computed), games as [round, white, black, result].
 */
export function scenario(
  order: string[],
  games: [number, string, string, GameResult | ''][] = [],
  settings: Partial<KeizerSettings> = {},
  extra: {
    absent?: string[];
    absences?: [number, string, AbsenceReason][];
    never?: [string, string][];
    penalty?: string[];
    categories?: Record<string, string>;
    seed?: string;
    round?: number;
  } = {},
): Scenario {
  const names = [...order, ...(extra.absent ?? [])];
  const base = comp(names, games, extra.absences ?? [], settings);
  const players = base.players.map((p) => ({
    ...p,
    ...(extra.penalty?.includes(p.name) ? { penaltyByes: 1 } : {}),
    ...(extra.categories?.[p.name] ? { category: extra.categories[p.name] } : {}),
  }));
  const c: KeizerCompetition = { ...base, players };
  const id = (n: string) => players.find((p) => p.name === n)!.id;
  const round = extra.round ?? Math.max(0, ...games.map((g) => g[0]), ...(extra.absences ?? []).map((a) => a[0])) + 1;
  const history = buildHistory(players.length, c.games, c.absences, round);
  return {
    comp: c,
    round,
    input: {
      round,
      present: order.map(id),
      players,
      history,
      rules: c.settings,
      neverPairs: (extra.never ?? []).map(([a, b]) => [id(a), id(b)] as const),
      penaltyOwed: players.map((p) => (p.penaltyByes ?? 0) - history.players[p.id]!.penaltyByes),
      seed: extra.seed ?? 'test',
    },
  };
}

export function pair(s: Scenario): PairingResult {
  return pairRound(s.input);
}

export function ok(r: PairingResult): PairingSuccess {
  if (!r.ok) throw new Error(`no pairing: ${JSON.stringify(r.infeasible)}`);
  return r;
}

/** Boards as "White-Black" with names, and the bye. */
export function boards(s: Scenario, r: PairingResult): string[] {
  const res = ok(r);
  const n = (p: number) => s.comp.players[p]!.name;
  return [...res.boards.map((b) => `${n(b.white)}-${n(b.black)}`), ...(res.bye ? [`bye:${n(res.bye.player)}`] : [])];
}

/** Boards as unordered pairs "A/B" (better ranked first), for tests that ignore colours. */
export function pairsOf(s: Scenario, r: PairingResult): string[] {
  const res = ok(r);
  const pos = new Map(s.input.present.map((p, i) => [p, i]));
  const n = (p: number) => s.comp.players[p]!.name;
  return [
    ...res.boards.map((b) =>
      pos.get(b.white)! < pos.get(b.black)! ? `${n(b.white)}/${n(b.black)}` : `${n(b.black)}/${n(b.white)}`,
    ),
    ...(res.bye ? [`bye:${n(res.bye.player)}`] : []),
  ];
}

export function check(s: Scenario, r: PairingResult): Violation[] {
  const res = ok(r);
  return checkPairing(
    {
      round: s.round,
      players: s.comp.players,
      games: s.comp.games,
      absences: [
        ...s.comp.absences,
        ...s.input.players
          .filter((p) => !s.input.present.includes(p.id))
          .map((p) => ({ round: s.round, player: p.id, reason: 'excused' as const })),
      ],
      rules: s.comp.settings,
      neverPairs: s.input.neverPairs,
    },
    {
      games: res.boards.map((b) => ({ white: b.white, black: b.black })),
      byes: res.bye ? [{ player: res.bye.player, penalty: res.bye.penalty }] : [],
    },
  );
}
