/**
 * What travels between the HTML views (sidebar, wizard) and the server
 * functions they call through google.script.run. Plain data only: strings,
 * numbers, booleans, arrays and plain objects; no Date, no functions, no DOM
 * (the google.script.run rules). Shared by src/gas (server) and src/ui/client
 * (browser), so it imports nothing but types.
 */
import type { Lang } from '../i18n';

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
  /** Another execution held the lock for the whole wait: nothing ran; the same call may simply be tried again. */
  readonly busy?: boolean;
}

export interface Question {
  readonly title: string;
  readonly lines: string[];
  /** What was shown, to pass back with the yes (sidebarRun's `accepted`): the action writes only if it is still so. */
  readonly consent?: string;
}

/** A button of the sidebar, from the action catalogue. */
export interface ActionButton {
  readonly id: string;
  readonly label: string;
  /** Longer actions show a progress bar while they run. */
  readonly long: boolean;
  /** The button of the night's next step (one at most). */
  readonly primary: boolean;
  /** Why the button cannot be used yet ('' = it can). */
  readonly blocked: string;
  /** Its entry's input fields: the button opens a small form of them (none: it runs on a click). */
  readonly fields?: readonly FieldView[];
}

/**
 * An input field of an action's form. A player's box offers the names of the round's list, a result or a reason
 * box the state's `results` or `reasons`; a round or a number is typed.
 */
export interface FieldView {
  readonly name: string;
  readonly type: 'player' | 'round' | 'number' | 'text' | 'result' | 'reason';
  readonly label: string;
  readonly required: boolean;
}

type StepStatus = 'done' | 'next' | 'open' | 'blocked';

/** A step of the club night (Keizer: absences, pairing, confirm, results, standings; Keezen: actions/steps.ts), in order. */
export interface StepLine {
  readonly id: string;
  readonly label: string;
  readonly status: StepStatus;
  /** Where the step stands, or why it cannot be taken yet. */
  readonly note: string;
  /** The section of the sidebar where the step is done by hand (an element id; '' none). */
  readonly section: string;
  readonly actions: ActionButton[];
}

/** The pairing the Indeling tab proposes for the round, before it is confirmed. */
export interface ProposalView {
  readonly title: string;
  /** Seed and relaxations in words. */
  readonly lines: string[];
  readonly boards: {
    readonly board: number;
    readonly white: string;
    readonly black: string;
    readonly why: string;
    /** Changed when the proposal was made again after a late arrival or a departure. */
    readonly changed: boolean;
  }[];
  /** The bye lines ("oneven: Fien"), each with its why. */
  readonly byes: { readonly name: string; readonly line: string; readonly why: string; readonly changed: boolean }[];
  /** Why the tab cannot be read as a pairing, each with its cell. */
  readonly problems: string[];
  /** Who came and went since the proposal was made, in words ('' while it still fits who is present). */
  readonly stale: string;
}

type AttendanceStatus = 'present' | 'absent' | 'paired';

export interface PlayerLine {
  readonly name: string;
  readonly status: AttendanceStatus;
  /** The absence reason key (excused, unexcused, external, clubDuty, bye) when absent, else ''. */
  readonly reason: string;
  /** "Bord 3" when paired, else ''. */
  readonly detail: string;
  /** Place in the ranking the round is paired by (0: none). */
  readonly rank: number;
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
  /** The language of the view (its texts, src/i18n/views.ts, are in the page: the server does not send them). */
  readonly lang: Lang;
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
  /** The night's steps with their buttons (Keizer); empty for a type without steps. */
  readonly steps: StepLine[];
  /** The season's actions, apart from the night. */
  readonly season: ActionButton[];
  /** Other actions of the type (Keezen: all of them). */
  readonly actions: ActionButton[];
  readonly proposal: ProposalView | null;
  /** The Keezen evening (null for Keizer). */
  readonly keezen: KeezenNightView | null;
  /** Input errors with their cell: the sidebar shows them; actions refuse until they are fixed. */
  readonly problems: string[];
  /** A text shown instead of the round (no competition yet). */
  readonly message: string;
}

/** A Keezen evening: the last drawn round's tables and their score forms, and who takes part in the next draw. */
export interface KeezenNightView {
  /** "Tafelindeling ronde 2", '' before the first draw. */
  readonly title: string;
  /** How many forms are in, or what to do first. */
  readonly note: string;
  readonly tables: { readonly table: number; readonly sides: string[]; readonly formIn: boolean }[];
  /** "Vrij: Team 3" (teams) or the players sitting out, '' when none. */
  readonly byes: string;
  readonly entrants: { readonly name: string; readonly present: boolean }[];
  /** The boxes of a score form to fill in (who sits where comes from the draw). */
  readonly fields: {
    readonly key: string;
    readonly label: string;
    /** typed (a count, a time), tick (a yes/no box), side (one of the choices). */
    readonly kind: 'typed' | 'tick' | 'side';
    /** tick: [no, yes]; side: the choices in order; each value is the word written into Uitslagen. */
    readonly choices: readonly Choice[];
  }[];
  readonly problems: string[];
}

/** The reply of every sidebar call that changes something: what happened, and the sidebar afresh. */
export interface SidebarReply {
  readonly result: RunResult;
  readonly state: SidebarState;
  /** The section of the sidebar the action's entry shows after it (an element id), when it wrote. */
  readonly look?: string;
}

interface PresetChoice {
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
  /** The language of the view (its texts are in the page). */
  readonly lang: Lang;
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

/** One board's result as the sidebar sends it (several in one call: sidebarSetResults). */
export interface ResultEntry {
  readonly white: string;
  readonly black: string;
  /** '' clears the result. */
  readonly result: string;
}

/** The reply to sidebarSetResults: what happened, each entry saved or not (with why, on its row), the sidebar afresh. */
export interface ResultsReply extends SidebarReply {
  readonly rows: { readonly white: string; readonly black: string; readonly ok: boolean; readonly message: string }[];
}

/** An edit of the proposed pairing: two players swap places, or a board set by hand. */
export type BoardEditRequest =
  | { readonly kind: 'swap'; readonly a: string; readonly b: string }
  | { readonly kind: 'set'; readonly board: number; readonly white: string; readonly black: string };

/** The checker's verdict on the proposal as an edit would leave it (the same checker as Ronde vastleggen). */
export interface BoardVerdict {
  /** The boards whose players change ("3", or the bye line's word), with the names after the edit. */
  readonly changed: { readonly board: string; readonly white: string; readonly black: string }[];
  /** The verdict in words, then every rule broken with its row. */
  readonly lines: string[];
  /** The edit would break a rule Ronde vastleggen never accepts: it cannot be saved. */
  readonly blocked: boolean;
}

/** The reply to sidebarEditBoard: the outcome, the verdict, and the sidebar afresh after a write (null for a preview). */
export interface BoardEditReply {
  readonly result: RunResult;
  readonly verdict: BoardVerdict | null;
  readonly state: SidebarState | null;
}
