/**
 * A Keezen evening as the organiser's sidebar shows and edits it: the last
 * drawn round's tables (with byes or sit-outs), which of their score forms are
 * in Uitslagen and which are missing, and who takes part in the next draw
 * (the Aanwezig column of Deelnemers: arrivals and departures on a games
 * night).
 *
 * The one edit is documented: the Aanwezig cell of that participant's row in
 * Deelnemers (`nee`, or empty for present, which Deelnemers reads as `ja`),
 * found by the name under the document lock. A Deelnemers tab without an
 * Aanwezig column is refused with what to add (the add-on adds no column to a
 * tab the user types).
 */
import { cellText } from '../core/cell';
import { InputError, Problem, Problems, isInputError } from '../core/problems';
import { YES_NO_WORDS } from '../core/settings/spec';
import { sameKey } from '../core/keezen/types';
import { matchKey } from '../core/text';
import { Msg, msg } from '../i18n';
import { KEEZEN_PARTICIPANTS_TAB, KEEZEN_TABLES_TAB } from '../sheet/contract';
import { roundLabel } from '../sheet/drawViews';
import { readKeezen } from '../sheet/keezenInput';
import { readSettingsTab } from '../sheet/settingsTab';
import { locateTab, readTable, readYesNo } from '../sheet/table';
import { CachedReader, WorkbookReader } from '../workbook/workbook';
import { tablesDisplay } from './draw';
import type { Outcome } from './outcome';

export interface KeezenNightTable {
  readonly table: number;
  /** Each side's names ("Team 3", or the partners of a games night). */
  readonly sides: readonly (readonly string[])[];
  /** The score form of this table is in Uitslagen. */
  readonly formIn: boolean;
}

export interface KeezenNightView {
  /** "Tafelindeling ronde 2", or undefined before the first draw. */
  readonly title?: Msg;
  readonly tables: readonly KeezenNightTable[];
  /** Teams with a bye, or players sitting out. */
  readonly byes: readonly string[];
  /** Players (a games night) or teams. */
  readonly players: boolean;
  readonly entrants: readonly { readonly name: string; readonly present: boolean }[];
  /** Why the round or the forms cannot be read, located. */
  readonly problems: readonly Problem[];
}

/** The sidebar's view of the evening: never throws on bad input (the problems come along). */
export function keezenNightView(wb: WorkbookReader): KeezenNightView {
  const reader = new CachedReader(wb);
  const problems = new Problems();
  const input = readKeezen(reader, readSettingsTab(reader, problems), problems, { results: 'optional', tables: 'byes' });
  const comp = input.competition;
  const entrants = comp.entrants.map((e) => ({ name: e.name, present: e.present !== false }));
  const players = comp.settings.entrant === 'player';
  const base = { players, entrants, problems: problems.list };
  let shown: ReturnType<typeof tablesDisplay>;
  try {
    shown = tablesDisplay(reader);
  } catch (e) {
    // No round drawn yet is no problem to show: the sidebar says what to do first.
    if (!isInputError(e)) throw e;
    return { ...base, tables: [], byes: [], problems: [...problems.list, ...(comp.entrants.length > 0 && hasTables(reader) ? e.errors : [])] };
  }
  const { view } = shown;
  const name = (id: number) => shown.competition.entrants[id]?.name ?? String(id);
  const forms = comp.forms.filter((f) => sameKey(f, view));
  const { round, evening } = roundLabel(view);
  return {
    ...base,
    title: msg('drTitle', round, evening),
    tables: view.tables.map((t) => ({ table: t.table, sides: t.sides.map((side) => side.map(name)), formIn: forms.some((f) => f.table === t.table) })),
    byes: view.byes.map(name),
  };
}

function hasTables(reader: CachedReader): boolean {
  return locateTab(reader, KEEZEN_TABLES_TAB) !== undefined;
}

export interface PresenceRequest {
  readonly name: string;
  readonly present: boolean;
}

/** Marks a participant as there (arrived) or not (gone home, or not come): the Aanwezig cell of his row. */
export function setPresence(wb: WorkbookReader, request: PresenceRequest): Outcome {
  const reader = new CachedReader(wb);
  const problems = new Problems();
  const table = readTable(reader, KEEZEN_PARTICIPANTS_TAB, problems, { required: true });
  if (!table) throw new InputError(problems.errors);
  const lang = table.lang;
  const column = table.columns.present;
  if (column === undefined) throw new InputError([{ severity: 'error', place: { tab: table.tab }, message: msg('presenceColumnMissing', KEEZEN_PARTICIPANTS_TAB.columns.present[lang]) }]);
  const row = table.rows.find((r) => matchKey(cellText(r.get('name'))) === matchKey(request.name));
  if (!row) throw new InputError([{ severity: 'error', place: { tab: table.tab }, message: msg('presenceUnknown', request.name) }]);
  const name = cellText(row.get('name'));
  const now = readYesNo(row, 'present', new Problems(), true);
  if (now === request.present) return { changes: { writes: [], appends: [] }, summary: [msg('presenceUnchanged', name)], warnings: [], lang };
  return {
    changes: { writes: [], appends: [], edits: [{ tab: table.tab, row: row.row, col: column, value: request.present ? '' : YES_NO_WORDS[lang][1] }] },
    summary: [msg(request.present ? 'presenceArrived' : 'presenceLeft', name)],
    warnings: [],
    lang,
  };
}
