/** The data of the Keizer pairing engine: rules, rule hits, the result and its explanations. */
import type { SettingsOf } from '../../settings/spec';
import type { KeizerPlayer, PlayerId } from '../types';
import type { History } from './history';
import type { RelaxableRule, pairingSettingsSpec } from './settings';

export type PairingRules = SettingsOf<typeof pairingSettingsSpec>;

/** Every rule a pairing can break: the relaxable ones, and never-meet pairs. */
export type RuleCode = RelaxableRule | 'neverPair';

/** Steps of relaxation per rule (0 = the rule as set). */
export type Relax = Readonly<Record<RelaxableRule, number>>;

export const NO_RELAX: Relax = {
  colourRun: 0,
  colourDiff: 0,
  otherOpponents: 0,
  reverse: 0,
  meetings: 0,
  byes: 0,
  category: 0,
};

/**
 * One rule a game (or bye) would break, and by how much.
 *  - meetings: value = the meeting number this game would be, limit = maxMeetings;
 *  - otherOpponents: value = other opponents `player` had since the last meeting, limit = minOtherOpponents;
 *  - reverse: the colours of the last meeting are not reversed (value 1, limit 0);
 *  - colourDiff: value = |whites − blacks| of `player` after the game;
 *  - colourRun: value = the run of `colour` of `player` after the game;
 *  - byes: value = the byes `player` would have had;
 *  - category: value = the distance between the categories, limit = the distance allowed;
 *  - neverPair: the pair is listed in Nooit tegen elkaar (never relaxed).
 */
export interface RuleHit {
  readonly rule: RuleCode;
  readonly player?: PlayerId;
  readonly colour?: 'W' | 'B';
  readonly value: number;
  readonly limit: number;
  /** Steps beyond the rule as set (what a relaxation must allow). */
  readonly excess: number;
}

export interface PairingInput {
  /** The round being paired. */
  readonly round: number;
  /** Present players, best-ranked first. */
  readonly present: readonly PlayerId[];
  readonly players: readonly KeizerPlayer[];
  readonly history: History;
  readonly rules: PairingRules;
  readonly neverPairs: readonly (readonly [PlayerId, PlayerId])[];
  /** Penalty byes still owed per player id (Straf-oneven minus those given). */
  readonly penaltyOwed: readonly number[];
  readonly seed: string;
  /**
   * The pairing already proposed for this round (the Indeling tab before a change in who is present): making it
   * again keeps every board it can (engine.ts, level "kept"). Absent: a fresh pairing.
   */
  readonly keep?: KeptPairing;
}

/** A proposal to keep: its boards (colours as they were) and its bye. */
export interface KeptPairing {
  readonly boards: readonly { readonly white: PlayerId; readonly black: PlayerId }[];
  readonly bye?: PlayerId;
}

/** Why a board or bye is what it is (rendered to text at the edge). */
export type WhyItem =
  | { readonly kind: 'rematch'; readonly meeting: number; readonly reversed: boolean }
  | {
      readonly kind: 'skipped';
      readonly player: PlayerId;
      readonly blocked: readonly { readonly player: PlayerId; readonly hits: readonly RuleHit[] }[];
      readonly elsewhere: number;
    }
  | { readonly kind: 'colourForced'; readonly hits: readonly RuleHit[] }
  | { readonly kind: 'colourConflict' }
  | { readonly kind: 'relaxed'; readonly hits: readonly RuleHit[] }
  | { readonly kind: 'drawn' }
  | { readonly kind: 'byeLowest' }
  | { readonly kind: 'byePenalty' }
  | { readonly kind: 'byeSkipped'; readonly players: readonly PlayerId[] }
  /** Not a board (or bye) of the proposal kept: changed when the pairing was made again. */
  | { readonly kind: 'changed' };

export interface Board {
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly why: readonly WhyItem[];
  /** Rules this board breaks under the relaxation used (empty normally). */
  readonly relaxed: readonly RuleHit[];
  /** Made again with a proposal to keep (`PairingInput.keep`): whether this board is one of its boards. */
  readonly kept?: boolean;
}

export interface Bye {
  readonly player: PlayerId;
  /** A straf-oneven: scored as an absence without notice. */
  readonly penalty: boolean;
  readonly why: readonly WhyItem[];
  readonly relaxed: readonly RuleHit[];
  /** Made again with a proposal to keep: whether the same player had the bye there. */
  readonly kept?: boolean;
}

/** Why no pairing within the rules exists. */
export interface Infeasibility {
  /** Players with no possible opponent (nor bye), with what blocks each candidate. */
  readonly isolated: readonly {
    readonly player: PlayerId;
    readonly candidates: readonly { readonly player: PlayerId; readonly hits: readonly RuleHit[] }[];
  }[];
  /** Odd number present and nobody may have the bye: who is blocked by what. */
  readonly noBye?: readonly { readonly player: PlayerId; readonly hits: readonly RuleHit[] }[];
  /** Groups that can only be paired among themselves (and with `barrier`), one player too many each. */
  readonly oddSets: readonly { readonly players: readonly PlayerId[]; readonly barrier: readonly PlayerId[] }[];
  /** Players left over by the best possible partial pairing. */
  readonly unpaired: number;
}

/** Level sums of the pairing (what was minimised, in priority order). */
interface PairingCost {
  readonly relaxed: number;
  readonly bye: number;
  /** Boards that are not boards of the proposal kept (0 without one). */
  readonly changed: number;
  readonly distance: number;
  readonly colour: number;
}

export interface PairingSuccess {
  readonly ok: true;
  readonly round: number;
  readonly seed: string;
  readonly present: readonly PlayerId[];
  /** Boards in order: board 1 first (by the better-ranked player). */
  readonly boards: readonly Board[];
  readonly bye?: Bye;
  /** The ladder steps taken (empty: all rules as set). */
  readonly relaxation: readonly RelaxableRule[];
  /** Why the rules as set gave no pairing (when relaxation was needed). */
  readonly infeasible?: Infeasibility;
  readonly cost: PairingCost;
  /** Rank distance was capped at this many players between (only for very large fields). */
  readonly distanceCap: number;
}

export interface PairingFailure {
  readonly ok: false;
  readonly round: number;
  readonly seed: string;
  readonly present: readonly PlayerId[];
  readonly infeasible: Infeasibility;
  /** The ladder steps tried, all of them without success. */
  readonly relaxation: readonly RelaxableRule[];
}

export type PairingResult = PairingSuccess | PairingFailure;
