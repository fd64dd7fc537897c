/**
 * One workbook interface, several backings: Google Sheets (src/gas), .xlsx/.ods
 * files and CSV folders (src/cli/files), memory (custom functions and tests).
 *
 * Actions read tabs through it and hand back a `Changes` value; only when the
 * whole action succeeded are the changes applied, so a failed action writes
 * nothing.
 */
import type { Cell } from '../core/cell';

/** How a column of an output tab is presented (number formats in Sheets/xlsx). */
export type ColumnKind = 'text' | 'integer' | 'decimal1' | 'decimal2' | 'number';

/** A tab the add-on owns and rewrites completely. */
export interface OutputTab {
  /** The name to create the tab under when it does not exist. */
  readonly name: string;
  /** Other names of the same tab (the other language): an existing tab with one of them is rewritten instead. */
  readonly aliases?: readonly string[];
  /** The content, rectangular or ragged (short rows are padded with empty cells). */
  readonly rows: readonly (readonly Cell[])[];
  /** 1-based row holding column headers: shown bold and frozen (with everything above it). */
  readonly headerRow?: number;
  /** 1-based rows shown as titles (large, bold). */
  readonly titleRows?: readonly number[];
  readonly columnKinds?: readonly ColumnKind[];
  /** Large print for a beamer. */
  readonly largePrint?: boolean;
}

/** Rows added below the last row of a tab the user types (the documented appends). */
export interface Append {
  readonly tab: string;
  readonly aliases?: readonly string[];
  /** Header row to create when the tab does not exist yet. */
  readonly header: readonly Cell[];
  readonly rows: readonly (readonly Cell[])[];
}

/**
 * One cell of a tab the user types, changed in place: the sidebar's documented
 * edits (an absence reason, a game's result, clearing an absence row). The
 * action located the row under the document lock in the same run, so no other
 * row is touched.
 */
export interface CellEdit {
  readonly tab: string;
  /** 1-based row and column in the tab. */
  readonly row: number;
  readonly col: number;
  readonly value: Cell;
}

export interface Changes {
  readonly writes: readonly OutputTab[];
  readonly appends: readonly Append[];
  /** Cells changed in place; only backings with `edit` take them (Sheets and memory, not the files of the CLI). */
  readonly edits?: readonly CellEdit[];
}

export const NO_CHANGES: Changes = { writes: [], appends: [] };

export interface WorkbookReader {
  /** Names of all tabs, in workbook order. */
  tabNames(): readonly string[];
  /** All values of a tab from A1 to its last used cell, or undefined when there is no such tab. */
  read(tab: string): Cell[][] | undefined;
}

export interface Workbook extends WorkbookReader {
  /** Replaces the whole content of an output tab (creating it if needed). */
  write(tab: OutputTab): void;
  /** Adds rows below the last non-empty row of a tab (creating it with its header if needed). */
  append(append: Append): void;
  /** Sets cells of an existing tab in place (optional: the sidebar's edits). */
  edit?(edits: readonly CellEdit[]): void;
}

/** Applies the changes of an action that succeeded. */
export function applyChanges(wb: Workbook, changes: Changes): void {
  const edits = changes.edits ?? [];
  if (edits.length > 0 && !wb.edit) throw new Error('this workbook cannot change cells in place');
  for (const w of changes.writes) wb.write(w);
  for (const a of changes.appends) wb.append(a);
  if (edits.length > 0) wb.edit!(edits);
}

/** The existing tab among `names` (matching ignores case and surrounding spaces), if any. */
export function findTab(tabNames: readonly string[], names: readonly string[]): string | undefined {
  const wanted = names.map((n) => n.trim().toLowerCase());
  for (const w of wanted) {
    const hit = tabNames.find((t) => t.trim().toLowerCase() === w);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * A reader that reads each tab at most once, whatever the number of lookups:
 * the service-call budget of every action rests on it.
 */
export class CachedReader implements WorkbookReader {
  private names: readonly string[] | undefined;
  private readonly tabs = new Map<string, Cell[][] | undefined>();

  constructor(private readonly source: WorkbookReader) {}

  tabNames(): readonly string[] {
    if (!this.names) this.names = this.source.tabNames();
    return this.names;
  }

  read(tab: string): Cell[][] | undefined {
    if (!this.tabs.has(tab)) this.tabs.set(tab, this.source.read(tab));
    return this.tabs.get(tab);
  }
}

/** Pads ragged rows to a rectangle (what Sheets' setValues needs). */
export function rectangular(rows: readonly (readonly Cell[])[]): Cell[][] {
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  return rows.map((r) => {
    const out = r.slice() as Cell[];
    while (out.length < width) out.push('');
    return out;
  });
}
