/**
 * The start order: who gets the highest start value before round 1.
 *
 * `combined` (Zwarte Dame regulations, appendix A.2) combines two lists, last season's final
 * standings and the club rating list:
 *  - previous list: players with a previous rank, by that rank; after them the
 *    players without one (new members), by rating;
 *  - rating list: all players by rating (equal ratings share a position);
 *    unrated players after the rated ones, by previous rank;
 *  - each player's key is the sum of the two positions, lowest first; equal
 *    keys are decided by the previous list (Zwarte Dame regulations, A.2).
 * Remaining ties (equal ratings, no history) are broken by name, so the order
 * is always complete and deterministic.
 */
import { compareNames } from '../text';
import type { StartOrder } from './settings';
import type { KeizerPlayer, PlayerId } from './types';

const NONE_LAST = Number.POSITIVE_INFINITY;

/** Highest rating first, unrated players last (two unrated: NaN, no decision). */
export function byRating(a: KeizerPlayer, b: KeizerPlayer): number {
  return (b.rating ?? -NONE_LAST) - (a.rating ?? -NONE_LAST);
}

function byPrevious(a: KeizerPlayer, b: KeizerPlayer): number {
  return (a.previousRank ?? NONE_LAST) - (b.previousRank ?? NONE_LAST);
}

function byGiven(a: KeizerPlayer, b: KeizerPlayer): number {
  return (a.startRank ?? NONE_LAST) - (b.startRank ?? NONE_LAST);
}

/** The comparators in turn (the first that decides), then name and id: a complete, deterministic order. */
export function chain(...cmps: ((a: KeizerPlayer, b: KeizerPlayer) => number)[]) {
  return (a: KeizerPlayer, b: KeizerPlayer): number => {
    for (const c of cmps) {
      const d = c(a, b);
      if (d !== 0 && !Number.isNaN(d)) return d;
    }
    return compareNames(a.name, b.name) || a.id - b.id;
  };
}

/** Players ordered best first for the given start-order rule. */
export function startOrder(players: readonly KeizerPlayer[], rule: StartOrder): PlayerId[] {
  const list = [...players];
  switch (rule) {
    case 'given':
      return list.sort(chain(byGiven, byRating, byPrevious)).map((p) => p.id);
    case 'rating':
      return list.sort(chain(byRating, byPrevious)).map((p) => p.id);
    case 'previous':
      return list.sort(chain(byPrevious, byRating)).map((p) => p.id);
    case 'combined':
      return combinedOrder(list);
  }
}

function combinedOrder(players: KeizerPlayer[]): PlayerId[] {
  const previousList = [...players].sort(chain(byPrevious, byRating));
  const previousPos = new Map<PlayerId, number>();
  previousList.forEach((p, i) => previousPos.set(p.id, i + 1));

  // Rating list with shared positions for equal ratings (1, 2, 2, 4, ...).
  const ratingList = [...players].sort(chain(byRating, byPrevious));
  const ratingPos = new Map<PlayerId, number>();
  ratingList.forEach((p, i) => {
    const prev = ratingList[i - 1];
    const shared = prev && p.rating !== undefined && prev.rating === p.rating;
    ratingPos.set(p.id, shared ? ratingPos.get(prev.id)! : i + 1);
  });

  return [...players]
    .sort((a, b) => {
      const ka = previousPos.get(a.id)! + ratingPos.get(a.id)!;
      const kb = previousPos.get(b.id)! + ratingPos.get(b.id)!;
      return ka - kb || previousPos.get(a.id)! - previousPos.get(b.id)!;
    })
    .map((p) => p.id);
}
