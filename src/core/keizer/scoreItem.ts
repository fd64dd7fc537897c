/**
 * One contribution to a Keizer score, and what it pays for: what the standings (standings.ts) add up and the
 * recalculation's scorers (recalculation.ts) price, in a module of its own so both import it downwards.
 */
import type { Fraction } from '../fraction';
import type { AbsenceReason, PlayerId } from './types';

/** What a score item pays for: a game result or an absence type. */
export type ItemKind =
  | 'win'
  | 'draw'
  | 'loss'
  | 'forfeitWin'
  | 'forfeitLoss'
  | 'excused'
  | 'excusedAfterLimit'
  | Exclude<AbsenceReason, 'excused'>;

/** One contribution to a player's score: `fraction` × the value of player `of`. */
export interface ScoreItem {
  readonly round: number;
  readonly kind: ItemKind;
  readonly fraction: Fraction;
  /** Whose value is paid: the opponent for games (except forfeitLoss), the player himself for absences. */
  readonly of: PlayerId;
  readonly opponent?: PlayerId;
  readonly colour?: 'white' | 'black';
  /** For excused absences: the how-many-th this is. */
  readonly count?: number;
  /** A game against a player who is not active: the fraction includes the inactiveGames setting. */
  readonly inactiveOpponent?: boolean;
}
