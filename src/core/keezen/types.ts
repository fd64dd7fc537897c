/** The data of a Keezen competition as the engine sees it, independent of any sheet. */
import type { Place } from '../problems';
import type { KeezenSettings } from './settings';

/** Index of an entrant (a team, or a player on a games night) in `KeezenCompetition.entrants`. */
export type EntrantId = number;

export interface KeezenEntrant {
  readonly id: EntrantId;
  /** The number on the score form (column Nr). */
  readonly nr: number;
  readonly name: string;
  /** For teams: the players' names, as typed. */
  readonly players?: string;
  /** False when marked absent in Deelnemers (column Aanwezig): left out of the next draw. */
  readonly present?: boolean;
  readonly place?: Place;
}

/** A round of the competition: an evening (1 when there are none) and the round in it, both 1-based. */
export interface RoundKey {
  readonly evening: number;
  readonly round: number;
}

/** A round's key as text ("evening:round"), for maps and sets. */
export const roundKeyText = (k: RoundKey): string => `${k.evening}:${k.round}`;
export const sameKey = (a: RoundKey, b: RoundKey): boolean => a.evening === b.evening && a.round === b.round;
export const compareKeys = (a: RoundKey, b: RoundKey): number => a.evening - b.evening || a.round - b.round;

/**
 * The round of a Ronde cell (and Avond cell, when the tab has one), as Uitslagen and Tafelindeling are
 * read: without an Avond column, in a season of evenings with a fixed number of rounds, Ronde counts on
 * through the season (round 4 of 3 per evening = evening 2, round 1).
 */
export function keyOf(s: KeezenSettings, typedRound: number, evening: number | undefined): RoundKey {
  if (evening !== undefined) return { evening, round: typedRound };
  if (s.evenings > 1 && s.roundsPerEvening > 0) {
    const e = Math.ceil(typedRound / s.roundsPerEvening);
    return { evening: e, round: typedRound - (e - 1) * s.roundsPerEvening };
  }
  return { evening: 1, round: typedRound };
}

/** The Ronde number to write for a round: within its evening (with an Avond column) or counted on through the season. */
export function typedRound(s: KeezenSettings, key: RoundKey, eveningColumn: boolean): number {
  if (eveningColumn || !(s.evenings > 1 && s.roundsPerEvening > 0)) return key.round;
  return (key.evening - 1) * s.roundsPerEvening + key.round;
}

/**
 * A bye: a team left over in an odd round, or a player sitting out on a games
 * night. Recorded by the draw (a `vrij` line in Tafelindeling), not on a score
 * form; the standings credit it by `byeScore` once its round has forms.
 */
export interface KeezenBye extends RoundKey {
  readonly entrant: EntrantId;
  readonly place?: Place;
}

/** The two sides of a table: A (left on the form) and B. */
export type SideIndex = 0 | 1;
/** The letters of a table's sides: A and B on a score form; C, D and E only at a table of 3, 5 or 6 (no form). */
export const SIDE_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
/** A player's seat: his side's letter and his place on it (A1, B2). */
export const seatOf = (side: number, i: number): string => `${SIDE_LETTERS[side]}${i + 1}`;

/**
 * What a form says about one player's home: a number of pawns home, the
 * occupied holes (1 = the first hole at the entrance), or, with hole values,
 * the game points written instead of the holes.
 */
export type HomeEntry =
  | { readonly kind: 'pawns'; readonly pawns: number }
  | { readonly kind: 'holes'; readonly holes: readonly number[] }
  | { readonly kind: 'points'; readonly points: number };

export interface FormSide {
  /** Team entrants: the team. Player entrants: the players in seat order (A1, A2, ...). */
  readonly entrants: readonly EntrantId[];
  /** The side's pawns home as written (column Binnen A/B); undefined when empty. */
  readonly home?: number;
  /** Per player as written (columns Binnen A1..); undefined entries are empty cells. */
  readonly players: readonly (HomeEntry | undefined)[];
  /** A games-night card's points per player as written (columns Punten A1..): checked against the pawns, or the pawns found from them. */
  readonly cardPoints?: readonly (number | undefined)[];
}

/** The cells of a form, for locating problems. */
export type FormField =
  | 'evening'
  | 'round'
  | 'table'
  | 'finished'
  | 'winner'
  | 'forfeit'
  | 'playTime'
  | 'handedIn'
  | `entrant${SideIndex}.${number}`
  | `home${SideIndex}`
  | `home${SideIndex}.${number}`
  | `points${SideIndex}.${number}`;

/** One score form: one table in one round. Points are never on it: they are computed. */
export interface KeezenForm {
  /** 1-based; 1 when the competition has no evenings. */
  readonly evening: number;
  /** 1-based round of the evening (or of the season when there is no Evening column). */
  readonly round: number;
  readonly table: number;
  readonly sides: readonly [FormSide, FormSide];
  /** False when the game was stopped by the time limit. */
  readonly finished: boolean;
  /** The winner as ticked on the form ('none': the form says there is none); undefined when not filled in. */
  readonly winner?: SideIndex | 'none';
  /** The absent side (forfeit), or both. */
  readonly forfeit?: SideIndex | 'both';
  /** Play time in minutes. */
  readonly playTime?: number;
  /** Clock time the form was handed in, in minutes after midnight. */
  readonly handedIn?: number;
  /** The form's row. */
  readonly place?: Place;
  readonly places?: Readonly<Partial<Record<FormField, Place>>>;
}

/**
 * A result row with who sits where but nothing of the score yet: prepared by "Ronde vastleggen" (or typed
 * ahead). The form is not in: no game, a warning once the round (or a later one) has forms.
 */
export interface PendingForm extends RoundKey {
  readonly table: number;
  /** Each side's entrants, as on a form. */
  readonly sides: readonly [readonly EntrantId[], readonly EntrantId[]];
  /** The row. */
  readonly place?: Place;
}

export interface KeezenCompetition {
  readonly settings: KeezenSettings;
  readonly entrants: readonly KeezenEntrant[];
  readonly forms: readonly KeezenForm[];
  /** Result rows prepared without a score yet (none when every row is filled in). */
  readonly pending?: readonly PendingForm[];
  /** Byes and sit-outs from the Tafelindeling tab (none without it). */
  readonly byes?: readonly KeezenBye[];
}

/** The place of a field of a form: its cell when known, else the form's row. */
export function fieldPlace(form: KeezenForm, field: FormField): Place | undefined {
  return form.places?.[field] ?? form.place;
}
