/**
 * A Keizer season brought in from another program (a TRF file, a
 * KeizerForClubs database): players, games and absences by player number,
 * the settings the source carried, and how each of the source's codes was
 * mapped, so the importer can report it. The sheet layer turns it into the
 * Spelers, Uitslagen, Afwezig and Instellingen tabs.
 */
import type { AbsenceReason, GameResult } from '../keizer/types';

export interface SeasonPlayer {
  readonly name: string;
  readonly rating?: number;
  readonly fideId?: string;
  readonly knsbId?: string;
  readonly startRank?: number;
  readonly previousRank?: number;
  readonly category?: string;
  /** False: `Actief = nee`. */
  readonly active?: boolean;
  readonly penaltyByes?: number;
  readonly fromRound?: number;
  readonly estimated?: boolean;
}

export interface SeasonGame {
  readonly round: number;
  /** Indexes into `players`. */
  readonly white: number;
  readonly black: number;
  readonly result?: GameResult;
}

export interface SeasonAbsence {
  readonly round: number;
  readonly player: number;
  readonly reason: AbsenceReason;
}

/** One of the source's codes and what it became, with how often it occurred (reported to the leader). */
export interface CodeMapping {
  /** The source's code as the source writes it (`H`, `Result 6`). */
  readonly code: string;
  /** What it became: an absence reason, a game result, or `none` (nothing recorded). */
  readonly became: AbsenceReason | GameResult | 'none';
  readonly count: number;
}

/** A round paired and not played yet: its boards and the pairing's bye, for the Indeling tab. */
export interface SeasonPairing {
  readonly round: number;
  /** Indexes into `players`. */
  readonly boards: readonly { readonly white: number; readonly black: number }[];
  readonly byes: readonly number[];
}

export interface ImportedSeason {
  /** The source's name for the competition, when it has one. */
  readonly title?: string;
  readonly players: readonly SeasonPlayer[];
  readonly games: readonly SeasonGame[];
  readonly absences: readonly SeasonAbsence[];
  /** Rounds of the competition, when the source says. */
  readonly rounds?: number;
  /** The last round when it is paired and not played yet (it becomes the Indeling). */
  readonly pairing?: SeasonPairing;
  /** Settings the source carried (key, value as text), for Instellingen. */
  readonly settings: readonly { readonly key: string; readonly value: string }[];
  readonly mappings: readonly CodeMapping[];
}

/** Counts code → outcome pairs in the order first seen. */
export class MappingCounter {
  private readonly counts = new Map<string, { code: string; became: CodeMapping['became']; count: number }>();

  add(code: string, became: CodeMapping['became']): void {
    const key = `${code}\u0000${became}`;
    const hit = this.counts.get(key);
    if (hit) hit.count++;
    else this.counts.set(key, { code, became, count: 1 });
  }

  list(): CodeMapping[] {
    return [...this.counts.values()];
  }
}
