/**
 * A Keezen round as the tabs number it and as its views show it: its key, the
 * Ronde number as typed in Tafelindeling and Uitslagen, whether they show the
 * evening; and the tables and byes (or sit-outs) of a drawn round.
 */
import type { KeezenSettings } from '../settings';
import { EntrantId, RoundKey, typedRound } from '../types';
import type { SeatedRound, SeatedTable } from './types';

/** A round as the tabs number it. */
export interface RoundNumbers extends RoundKey {
  /** The Ronde number as written in Tafelindeling and Uitslagen. */
  readonly typedRound: number;
  /** Show the evening (the tabs have an Avond column). */
  readonly eveningColumn: boolean;
}

/** One round as the views show it. */
export interface RoundView extends RoundNumbers {
  readonly seed?: string;
  readonly tables: readonly SeatedTable[];
  readonly byes: readonly EntrantId[];
}

/** A round as the tabs number it: its key, the Ronde number as typed, and whether they show the evening. */
export function numbered(s: KeezenSettings, key: RoundKey, eveningColumn: boolean): RoundNumbers {
  return { evening: key.evening, round: key.round, typedRound: typedRound(s, key, eveningColumn), eveningColumn };
}

/** The view of a round: its numbers, seed, tables and byes (or sit-outs). */
export function viewOf(s: KeezenSettings, round: SeatedRound, eveningColumn: boolean): RoundView {
  return {
    ...numbered(s, round, eveningColumn),
    ...(round.seed !== undefined ? { seed: round.seed } : {}),
    tables: round.tables,
    byes: round.byes,
  };
}

/** The round and evening to print: the evening only when the tabs have an Avond column. */
export function roundLabel(v: RoundNumbers): { round: number; evening: number } {
  return v.eveningColumn ? { round: v.round, evening: v.evening } : { round: v.typedRound, evening: 0 };
}
