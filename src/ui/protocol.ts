/**
 * What travels between the HTML views (sidebar, wizard) and the server
 * functions they call through google.script.run. Plain data only: strings,
 * numbers, booleans, arrays and plain objects; no Date, no functions, no DOM
 * (the google.script.run rules). Shared by src/gas (server) and src/ui/client
 * (browser), so it imports nothing but types.
 */
import type { Lang } from '../i18n';
import type { ViewTexts } from '../i18n/views';

/** The outcome of one action, in the user's language. */
export interface RunResult {
  readonly ok: boolean;
  /** The one-line summary (or lines) of what was done. */
  readonly lines: string[];
  /** Notes that did not stop the action, each with its cell. */
  readonly warnings: string[];
  /** Why nothing was done, each with its cell ("Uitslagen!D7: ..."), or the busy message. */
  readonly errors: string[];
  /**
   * Set when the action wrote nothing yet because it needs the leader's
   * consent first (e.g. confirming a pairing that breaks a rule): the question,
   * asked with yes/no; yes runs the action again, accepted.
   */
  readonly question?: Question;
}

export interface Question {
  readonly title: string;
  readonly lines: string[];
}

/** A button of the sidebar, from the action catalogue. */
export interface ActionButton {
  readonly id: string;
  readonly label: string;
  /** Longer actions show a progress bar while they run. */
  readonly long: boolean;
}

export type AttendanceStatus = 'present' | 'absent' | 'paired';

export interface PlayerLine {
  readonly name: string;
  readonly status: AttendanceStatus;
  /** The absence reason key (excused, unexcused, external, clubDuty, bye) when absent, else ''. */
  readonly reason: string;
  /** "Bord 3" when paired, else ''. */
  readonly detail: string;
}

export interface GameLine {
  readonly board: number;
  readonly white: string;
  readonly black: string;
  /** The result as written ('' = not played yet). */
  readonly result: string;
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface SidebarState {
  readonly lang: Lang;
  readonly texts: ViewTexts;
  /** The competition type, or '' when the spreadsheet has none yet. */
  readonly type: string;
  readonly typeLabel: string;
  readonly round: number;
  readonly rounds: number;
  readonly roundTitle: string;
  readonly players: PlayerLine[];
  readonly games: GameLine[];
  /** Absence reasons a leader can choose (bye is shown when set, not chosen). */
  readonly reasons: Choice[];
  /** Every absence reason with its label, to show a reason that is set. */
  readonly allReasons: Choice[];
  readonly results: Choice[];
  readonly actions: ActionButton[];
  /** Input errors with their cell: the sidebar shows them; actions refuse until they are fixed. */
  readonly problems: string[];
  /** A text shown instead of the round (no competition yet). */
  readonly message: string;
}

/** The reply of every sidebar call that changes something: what happened, and the sidebar afresh. */
export interface SidebarReply {
  readonly result: RunResult;
  readonly state: SidebarState;
}

export interface PresetChoice {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

export interface CompetitionChoice {
  readonly type: string;
  readonly label: string;
  readonly presets: PresetChoice[];
}

export interface WizardInfo {
  readonly lang: Lang;
  readonly texts: ViewTexts;
  readonly types: CompetitionChoice[];
}

export interface WizardRequest {
  readonly type: string;
  readonly preset: string;
  readonly lang: string;
  readonly players: string[];
  /** The leader agreed that the existing tabs stay and only the missing ones are made. */
  readonly createMissing: boolean;
  /** A TRF file's text: the season comes from it (Keizer; Spelers, Uitslagen, Afwezig, and Instellingen when missing). */
  readonly trf?: string;
}

export interface WizardReply {
  /** created: done; confirm: tabs exist, ask first (nothing written); error: nothing written. */
  readonly status: 'created' | 'confirm' | 'error';
  readonly lines: string[];
  readonly errors: string[];
  readonly existing: string[];
  readonly created: string[];
}
