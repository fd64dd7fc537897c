/** What the engine needs to pair a round, derived from the competition (pure). */
import { computeStandings } from '../standings';
import type { KeizerCompetition, PlayerId } from '../types';
import { buildHistory } from './history';
import type { PairingInput } from './types';

/** The round after the last round with games or a bye. */
export function nextRound(comp: KeizerCompetition): number {
  let last = 0;
  for (const g of comp.games) last = Math.max(last, g.round);
  for (const a of comp.absences) if (a.reason === 'bye' || a.reason === 'penaltyBye') last = Math.max(last, a.round);
  return last + 1;
}

/**
 * Everything the engine needs for a round: the present players (every active
 * player without an absence in that round, a bye not counting as one, a late
 * entrant from his first round on) in the
 * order of the standings after the previous round, the history, the rules.
 */
export function pairingInput(
  comp: KeizerCompetition,
  round: number,
  neverPairs: readonly (readonly [PlayerId, PlayerId])[],
  seed: string,
): PairingInput {
  const standings = computeStandings(comp, { afterRound: round - 1 });
  const away = new Set<PlayerId>();
  for (const a of comp.absences)
    if (a.round === round && a.reason !== 'bye' && a.reason !== 'penaltyBye') away.add(a.player);
  const present = standings.history[round - 1]!.all.filter(
    (p) => comp.players[p]!.active && (comp.players[p]!.fromRound ?? 1) <= round && !away.has(p),
  );
  const history = buildHistory(comp.players.length, comp.games, comp.absences, round);
  return {
    round,
    present,
    players: comp.players,
    history,
    rules: comp.settings,
    neverPairs,
    penaltyOwed: comp.players.map((p) => (p.penaltyByes ?? 0) - history.players[p.id]!.penaltyByes),
    seed,
  };
}
