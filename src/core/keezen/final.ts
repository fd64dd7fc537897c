/**
 * The final round of a season that ends level at the top (setting `finalRoundOnTie`; the buurtcompetitie
 * regulations: "Het team dat na 7 avonden het meeste aantal punten heeft behaald is de winnaar van de
 * Buurtcompetitie. Bij een gelijke eindstand wordt er een finale ronde gespeeld."). Pure.
 *
 * The regulations say who plays (the teams level at the top of the final standings: equal on every key of
 * `order`, match points and then game points, the "doelsaldo") and no more; the rest is read as follows:
 *  - the level teams play each other once (two teams: one game; three: three games over three rounds, one
 *    team free each round; four: six games over three rounds), in rounds drawn by a fixed schedule (the
 *    circle method over the teams in the standings' order), side A the team first in that order;
 *  - the winner is the team that scores the most in the final, by the same keys as the season (match
 *    points, then game points), counting the final's games only (the season left them level);
 *  - still level after it: another final round among the teams still level ("bij een gelijke eindstand"
 *    again), and so on;
 *  - its rounds are an evening after the last (evening 8 of a season of 7; a second final evening 9); a
 *    team free in a final round gets nothing for it.
 */
import type { KeezenSettings } from './settings';
import type { EntrantId } from './types';

/** One round of a final: its tables (side A first) and the team free, if any. */
export interface FinalRoundPlan {
  readonly round: number;
  readonly tables: readonly { readonly table: number; readonly a: EntrantId; readonly b: EntrantId }[];
  readonly bye?: EntrantId;
}

/**
 * Each pair of `teams` once, over n − 1 rounds (n even) or n rounds (n odd, one team free each round):
 * the circle method, the first team fixed and the others turning. Deterministic: the teams' order decides.
 */
export function finalSchedule(teams: readonly EntrantId[]): FinalRoundPlan[] {
  const ring: (EntrantId | undefined)[] = [...teams];
  if (ring.length % 2 === 1) ring.push(undefined);
  const n = ring.length;
  const out: FinalRoundPlan[] = [];
  for (let r = 0; r < n - 1; r++) {
    const tables: { table: number; a: EntrantId; b: EntrantId }[] = [];
    let bye: EntrantId | undefined;
    for (let i = 0; i < n / 2; i++) {
      const x = ring[i];
      const y = ring[n - 1 - i];
      if (x === undefined || y === undefined) bye = x ?? y;
      else {
        // Side A: the team earlier in the standings' order.
        const [a, b] = teams.indexOf(x) < teams.indexOf(y) ? [x, y] : [y, x];
        tables.push({ table: tables.length + 1, a, b });
      }
    }
    out.push({ round: r + 1, tables, ...(bye !== undefined ? { bye } : {}) });
    // Turn every place but the first one step.
    ring.splice(1, 0, ring.pop());
  }
  return out;
}

/** The evening of the k-th final (1-based): the evenings after the season's last. */
export function finalEvening(s: KeezenSettings, k: number): number {
  return s.evenings + k;
}

/**
 * Whether an evening is one of the final rounds (after the season's last, with finalRoundOnTie). Only teams play
 * one: players drawn with partners have no two sides to set against each other (the standings only announce it).
 */
export function isFinalEvening(s: KeezenSettings, evening: number): boolean {
  return s.finalRoundOnTie && s.entrant === 'team' && evening > s.evenings;
}
