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
  readonly place?: Place;
}

/** The two sides of a table: A (left on the form) and B. */
export type SideIndex = 0 | 1;
export const SIDE_LETTERS = ['A', 'B'] as const;

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
  | `home${SideIndex}.${number}`;

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

export interface KeezenCompetition {
  readonly settings: KeezenSettings;
  readonly entrants: readonly KeezenEntrant[];
  readonly forms: readonly KeezenForm[];
}

/** The place of a field of a form: its cell when known, else the form's row. */
export function fieldPlace(form: KeezenForm, field: FormField): Place | undefined {
  return form.places?.[field] ?? form.place;
}
