/**
 * The steps of a club night as the sidebar shows them, for both kinds of
 * competition: their ids, their status, their label, and the place of the
 * sidebar where a step without an action of its own is done by hand. The
 * Keizer night's steps are made by `nightSteps` (actions/clubNight.ts), the
 * Keezen organiser's by `keezenSteps` (actions/keezenNight.ts); the catalogue's
 * entries name the step they belong to (catalogue.ts, `step`).
 */
import type { Msg, PlainMsgKey } from '../i18n';

/** A Keizer club night: absences → pairing → confirm → results → standings. */
type KeizerStepId = 'absences' | 'pairing' | 'confirm' | 'results' | 'standings';
/**
 * A Keezen evening: who is there → draw → record (the result rows prepared) → the score forms → standings. A
 * games night has no record step: its forms are entered straight from the draw.
 */
type KeezenStepId = 'presence' | 'draw' | 'record' | 'forms' | 'standings';
export type StepId = KeizerStepId | KeezenStepId;

/** done; the one to take next; possible; not possible yet (the note says why). */
type StepStatus = 'done' | 'next' | 'open' | 'blocked';

/** A section of the sidebar's page (an element id of src/ui/pages/sidebar.html) a step or an action leads to. */
export type SidebarSection = 'attendance' | 'proposal' | 'games-section' | 'keezen-entrants' | 'keezen-tables';

export interface NightStep {
  readonly id: StepId;
  readonly status: StepStatus;
  /** Where the step stands, or why it cannot be taken yet. */
  readonly note: Msg;
}

/** The label of each step, and where a step is done by hand in the sidebar (none: only by its actions). */
export const STEPS: Readonly<Record<StepId, { readonly label: PlainMsgKey; readonly section?: SidebarSection }>> = {
  absences: { label: 'stepAbsences', section: 'attendance' },
  pairing: { label: 'stepPairing' },
  confirm: { label: 'stepConfirm' },
  results: { label: 'stepResults', section: 'games-section' },
  presence: { label: 'stepPresence', section: 'keezen-entrants' },
  draw: { label: 'stepDraw' },
  record: { label: 'stepRecord' },
  forms: { label: 'stepForms', section: 'keezen-tables' },
  standings: { label: 'stepStandings' },
};
