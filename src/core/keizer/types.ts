/** The data of a Keizer competition as the engine sees it, independent of any sheet. */
import type { Place } from '../problems';
import type { KeizerSettings } from './settings';

/** Index of a player in `KeizerCompetition.players`. */
export type PlayerId = number;

export interface KeizerPlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly rating?: number;
  /** Column Startplaats: the start rank when startOrder = given. */
  readonly startRank?: number;
  /** Column Vorige eindstand: last season's final rank. */
  readonly previousRank?: number;
  readonly category?: string;
  /** Column Straf-oneven: penalty byes imposed on the player in total (ja = 1). */
  readonly penaltyByes?: number;
  readonly active: boolean;
  /** Column Vanaf ronde: the first round the player takes part in (a late entrant); absent = round 1. */
  readonly fromRound?: number;
  /** Column Geschat: the rating is an estimate, to be reviewed after estimatedReviewGames games (Zwarte Dame regulations, a.3). */
  readonly estimated?: boolean;
  /** Columns FIDE-id and KNSB-id: the player's ids with FIDE and the national federation (the TRF export and the rating lists). */
  readonly fideId?: string;
  readonly knsbId?: string;
  readonly place?: Place;
}

/** 1-0, 0-1, draw; forfeits +- (white wins), -+ (black wins), -- (both lose). */
export type GameResult = '1-0' | '0-1' | '½-½' | '+-' | '-+' | '--';

export interface KeizerGame {
  readonly round: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  /** Undefined: not played yet. */
  readonly result?: GameResult;
  readonly place?: Place;
}

/** `penaltyBye`: a straf-oneven (not paired as a penalty for an earlier absence without notice), scored as `unexcused`. */
export const ABSENCE_REASONS = ['excused', 'unexcused', 'external', 'clubDuty', 'bye', 'penaltyBye'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

export interface KeizerAbsence {
  readonly round: number;
  readonly player: PlayerId;
  readonly reason: AbsenceReason;
  readonly place?: Place;
}

export interface KeizerCompetition {
  readonly settings: KeizerSettings;
  readonly players: readonly KeizerPlayer[];
  readonly games: readonly KeizerGame[];
  readonly absences: readonly KeizerAbsence[];
}

/** True for a result over the board (a forfeit is not a game played and not a meeting). */
export function isPlayedResult(result: GameResult | undefined): boolean {
  return result === '1-0' || result === '0-1' || result === '½-½';
}
