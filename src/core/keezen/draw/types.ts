/** The data of the Keezen draws: rounds as seated, and what each engine returns. */
import type { EntrantId, RoundKey } from '../types';

/**
 * One table of a round: its number and its sides. A side is the entrants on
 * it: one team; two partners (sitting opposite); or one player playing alone
 * (a table of 3 or 5). Everyone at a table who is not on your side is an
 * opponent.
 */
export interface SeatedTable {
  readonly table: number;
  readonly sides: readonly (readonly EntrantId[])[];
}

/** A round as played (from Uitslagen) or drawn (from Tafelindeling). */
export interface SeatedRound extends RoundKey {
  readonly tables: readonly SeatedTable[];
  /** Entrants with a bye (teams) or sitting out (players). */
  readonly byes: readonly EntrantId[];
  readonly seed?: string;
}

/* ---------- team events ---------- */

export interface TeamDrawInput extends RoundKey {
  /** Present teams, best-ranked first (ties already broken by the seed). */
  readonly present: readonly EntrantId[];
  /** Record group per position in `present`: 0 = the best record; equal numbers = the same record. */
  readonly group: readonly number[];
  /** Every earlier round of the competition (all evenings), in order. */
  readonly history: readonly SeatedRound[];
  readonly colours: 'perGame' | 'perTeam';
  readonly changeTables: boolean;
  /** Which meetings count as a repeat to report: this evening's (a season of evenings) or all (a one-day event). */
  readonly repeatScope: 'evening' | 'competition';
  readonly seed: string;
  /** Give the bye to this team (a check of the explanations: what the draw would be with another bye). */
  readonly byeTo?: EntrantId;
  /**
   * The rounds still to come after this one (a season of evenings), each with its evening and the teams
   * expected: the draw keeps the season's meetings balanced over them (`ahead.ts`). Absent: no look-ahead.
   */
  readonly ahead?: readonly { readonly evening: number; readonly present: readonly EntrantId[] }[];
}

/** Why side A is side A. */
export type SideReason = 'colour' | 'balance' | 'lastB' | 'drawn' | 'clash';

export interface TeamGame {
  readonly table: number;
  /** Side A: left on the form, deals first, plays colour A. */
  readonly a: EntrantId;
  readonly b: EntrantId;
  /** Earlier meetings of the two this evening and in the whole competition. */
  readonly metTonight: number;
  readonly met: number;
  /** Both teams have the same fixed colour (colours = perTeam). */
  readonly clash: boolean;
  /** That colour (0 = colour A, 1 = colour B) when they clash: side A plays colour A, so one of them plays the other. */
  readonly clashColour?: 0 | 1;
  /** Teams sitting at a table they sat at earlier this evening. */
  readonly sameTable: readonly EntrantId[];
  readonly side: SideReason;
}

export interface TeamBye {
  readonly team: EntrantId;
  /** Byes the team had before this one. */
  readonly byesBefore: number;
  /** Lower-ranked teams passed over, with the byes each had. */
  readonly passed: readonly { readonly team: EntrantId; readonly byes: number }[];
  /**
   * The lowest-ranked team with the fewest byes, when it is not the bye team: the first level on which
   * the best draw with the bye to it is worse than this one.
   */
  readonly notLowest?: {
    readonly team: EntrantId;
    readonly because: 'clash' | 'tonight' | 'table' | 'spread' | 'rematch' | 'meetings';
  };
}

/**
 * Teams that force a repeat (or a colour clash): without one they can only play each other or the
 * barrier, and they are one too many (a Tutte–Berge witness of the pairs without a repeat or clash).
 */
export interface UnavoidableSet {
  readonly teams: readonly EntrantId[];
  readonly barrier: readonly EntrantId[];
  /** The bye is one of the set's options (`inSet`), a barrier option (`inBarrier`), or not open to them. */
  readonly bye: 'inSet' | 'inBarrier' | 'none';
  /** Some present pairs share a fixed colour (so "without a repeat" means "without a repeat or a clash"). */
  readonly colours: boolean;
  /**
   * A set of one team: `barrier` is every team it can still play (and `bye` inBarrier when it can have the
   * bye); every other present team it met already (`met`) or has its colour (`sameColour`).
   */
  readonly met: readonly EntrantId[];
  readonly sameColour: readonly EntrantId[];
  /** A set of one team with a fixed colour: its side (0 = colour A, 1 = colour B). */
  readonly colour?: 0 | 1;
}

/** The level sums the pairing minimised, highest first. */
export interface TeamCost {
  readonly clash: number;
  readonly byeAgain: number;
  /** Games between teams that met earlier this evening (counted by meetings). */
  readonly tonight: number;
  /** Games between teams that met before (in the whole competition). */
  readonly rematch: number;
  /** Their earlier meetings, summed. */
  readonly meetings: number;
  readonly byeRank: number;
  /** Table repeats the pairing could not avoid game by game (changeTables). */
  readonly table: number;
  /** Games that bring a pair above the most meetings the season needs (with `ahead`; else 0). */
  readonly spread: number;
  readonly record: number;
  readonly distance: number;
  /** Of the table assignment (changeTables). */
  readonly sameTable: number;
}

export interface TeamDrawResult extends RoundKey {
  readonly seed: string;
  /** By table number. */
  readonly games: readonly TeamGame[];
  readonly bye?: TeamBye;
  readonly cost: TeamCost;
  /**
   * When rematches (or colour clashes) were unavoidable: groups of teams that
   * can only be paired among themselves (or with `barrier`) without one, one
   * team too many each (the Tutte–Berge witness of the clean pairs).
   */
  readonly unavoidable: readonly UnavoidableSet[];
  /** Rank distance capped at this many teams between (only for very large fields). */
  readonly distanceCap: number;
  /**
   * With `ahead`: the season as planned after this draw (the best completion found of the rounds to come):
   * repeats within an evening, games of this evening with no table free of a table their teams had (over
   * the tables known), the most meetings of a pair, the pairs meeting that often, and whether no season
   * can do better (the simple lower bound reached).
   */
  readonly season?: {
    readonly tonight: number;
    readonly tables: number;
    readonly max: number;
    readonly atMax: number;
    readonly atBound: boolean;
  };
}

/* ---------- individual nights ---------- */

export interface PlayerDrawInput extends RoundKey {
  /** Present players, in a canonical order (the draw does not depend on it beyond determinism). */
  readonly present: readonly EntrantId[];
  /** Earlier rounds of this evening, in order (other evenings do not count). */
  readonly history: readonly SeatedRound[];
  /** This round and the rest of the evening still to come (≥ 1): all planned at once. */
  readonly roundsToPlan: number;
  /** Players per side (2: partners; the table has 2 sides). */
  readonly playersPerSide: number;
  readonly oddPlayers: 'sitOut' | 'tables';
  readonly seed: string;
  /** Search effort multiplier (default 1). */
  readonly effort?: number;
  /** Node budget of the exact search of small nights (default `EXACT_BUDGET`). */
  readonly exactBudget?: number;
}

/** Repeats over a set of rounds, with the lower bounds the numbers of players and rounds impose. */
export interface RepeatCount {
  /** Σ over pairs of (times partners − 1)⁺. */
  readonly partners: number;
  /** Σ over pairs of (times opponents − 1)⁺. */
  readonly opponents: number;
  /** No seating of these players in these rounds (with these sit-outs) has fewer. */
  readonly partnerBound: number;
  readonly opponentBound: number;
  /** max − min of the sit-outs of the players present in the last round. */
  readonly sitOutSpread: number;
  /** The repeats are proven the fewest possible (exact search, or the bounds reached): then the bounds equal them. */
  readonly optimal?: boolean;
}

export interface PlayerTableNote {
  /** Partner pairs at this table who were partners before this evening's round. */
  readonly partnersAgain: readonly (readonly [EntrantId, EntrantId, number])[];
  /** Opponent pairs who met before: [a, b, this meeting's number]. */
  readonly opponentsAgain: readonly (readonly [EntrantId, EntrantId, number])[];
}

export interface PlayerDrawResult extends RoundKey {
  readonly seed: string;
  readonly tables: readonly SeatedTable[];
  readonly notes: readonly PlayerTableNote[];
  readonly sitOut: readonly EntrantId[];
  /** The rest of the evening as planned now (re-planned at every draw). */
  readonly plan: readonly { readonly tables: readonly SeatedTable[]; readonly sitOut: readonly EntrantId[] }[];
  /** The evening so far, this round included. */
  readonly soFar: RepeatCount;
  /** The evening as planned (this round and the plan included). */
  readonly planned: RepeatCount;
  /** Search statistics. */
  readonly moves: number;
  readonly restarts: number;
  /** Nodes of the exact search (0 when it was not needed). */
  readonly exactNodes: number;
}

/** The tables of one round: the side sizes of each table, and the number sitting out. */
export interface RoundShape {
  readonly tables: readonly (readonly number[])[];
  readonly sitOut: number;
}
