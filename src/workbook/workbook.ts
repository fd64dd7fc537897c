/**
 * One workbook interface, several backings: Google Sheets (src/gas), .xlsx/.ods
 * files and CSV folders (src/cli/files), memory (custom functions and tests).
 *
 * Actions read tabs through it and hand back a `Changes` value; only when the
 * whole action succeeded are the changes applied, so a failed action writes
 * nothing.
 */
import type { Cell } from '../core/cell';
import { isEmptyRow } from '../core/cell';
import type { Problem } from '../core/problems';
import { matchKey } from '../core/text';
import type { Msg } from '../i18n';

/** How a column of an output tab is presented (number formats in Sheets/xlsx). */
export type ColumnKind = 'text' | 'integer' | 'decimal1' | 'decimal2' | 'number';

/**
 * The number format of each column kind in .xlsx and .ods. `number` is
 * General: 42 shows as 42 and 40.5 as 40.5 (a pattern like `0.##` would show
 * 42 as "42."). Sheets documents no `General`: its backing picks documented
 * patterns per cell (`sheetsFormat` in gas/sheetsWorkbook.ts).
 */
export const NUMBER_FORMATS: Readonly<Record<ColumnKind, string>> = {
  text: '@',
  integer: '0',
  decimal1: '0.0',
  decimal2: '0.00',
  number: 'General',
};

/**
 * A chart embedded in an output tab, drawn from a block of the tab's own rows:
 * the first row of the block names the series, the first column holds the
 * labels of the horizontal axis (as text). Google Sheets embeds a real chart;
 * the file backings save it as an SVG file next to the workbook.
 */
export interface ChartSpec {
  readonly kind: 'line';
  readonly title: string;
  /** The data block, 1-based in the tab. */
  readonly range: { readonly row: number; readonly column: number; readonly rows: number; readonly columns: number };
  /** The cell the chart's top-left corner is anchored at (1-based). */
  readonly anchor: { readonly row: number; readonly column: number };
  readonly xTitle?: string;
  readonly yTitle?: string;
  /** Smaller values on top (ranks: number 1 at the top). */
  readonly reverseY?: boolean;
  /** Size in pixels. */
  readonly width?: number;
  readonly height?: number;
  /** Base name for backings that save charts as files (e.g. `Verloop` → `<workbook>-Verloop.svg`). */
  readonly fileName: string;
}

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
  /** False: the header row is bold but nothing is frozen (a report with a long top part). */
  readonly freezeHeader?: boolean;
  /** 1-based rows shown as titles (large, bold). */
  readonly titleRows?: readonly number[];
  readonly columnKinds?: readonly ColumnKind[];
  /** Large print for a beamer. */
  readonly largePrint?: boolean;
  /** Charts embedded in the tab (replacing the charts it had); absent = the tab's charts are left alone. */
  readonly charts?: readonly ChartSpec[];
  /** Show this tab to the user after writing it (Sheets; the file backings ignore it). */
  readonly activate?: boolean;
  /** 1-based columns made plain text below the header row (what is typed there later stays the text typed). */
  readonly textColumns?: readonly number[];
  /** Dropdowns and checks on typed input (a new competition's tabs): .xlsx and .ods hold them; CSV cannot. */
  readonly validations?: readonly Validation[];
}

/** A dropdown on a column from `fromRow` down (to the end of the tab), or on one cell (`onlyRow`). */
export type Validation =
  | {
      readonly kind: 'list';
      readonly col: number;
      readonly fromRow: number;
      readonly onlyRow?: number;
      readonly values: readonly string[];
      readonly strict: boolean;
      readonly help: string;
    }
  | {
      readonly kind: 'names';
      readonly col: number;
      readonly fromRow: number;
      readonly sourceTab: string;
      readonly sourceCol: number;
      readonly help: string;
    }
  | {
      readonly kind: 'round';
      readonly col: number;
      readonly fromRow: number;
      readonly max: number;
      readonly help: string;
    };

/** The data of a chart's block, read from the tab's rows: axis labels and one series per column. */
export function chartData(
  tab: OutputTab,
  chart: ChartSpec,
): { labels: string[]; series: { name: string; values: (number | undefined)[] }[] } {
  const { row, column, rows, columns } = chart.range;
  const block = tab.rows.slice(row - 1, row - 1 + rows).map((r) => {
    const out: Cell[] = [];
    for (let c = column - 1; c < column - 1 + columns; c++) out.push(r[c]);
    return out;
  });
  const header = block[0] ?? [];
  const body = block.slice(1);
  const labels = body.map((r) => (r[0] === null || r[0] === undefined ? '' : String(r[0])));
  const series = header.slice(1).map((name, i) => ({
    name: name === null || name === undefined ? '' : String(name),
    values: body.map((r) => (typeof r[i + 1] === 'number' ? (r[i + 1] as number) : undefined)),
  }));
  return { labels, series };
}

/** Rows added below the last row of a tab the user types (the documented appends). */
export interface Append {
  readonly tab: string;
  readonly aliases?: readonly string[];
  /** Header row to create when the tab does not exist yet. */
  readonly header: readonly Cell[];
  readonly rows: readonly (readonly Cell[])[];
  /**
   * 1-based columns made plain text (`@`) below the header when the append
   * creates the tab: what the user types there later stays the text typed
   * (the columns marked `text` in sheet/contract.ts). A tab that exists keeps its formats.
   */
  readonly textColumns?: readonly number[];
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
  /**
   * What the row must still hold when the edit is written (another editor may
   * have sorted or changed the tab since it was read): checked just before
   * writing; otherwise nothing is written and `moved` is the error at the row.
   */
  readonly expect?: RowCheck;
}

/** Sets the edits into a tab's rows (the cells of one tab), growing the rows where an edit lies past them with `empty`. */
export function setCells(rows: Cell[][], edits: readonly CellEdit[], empty: Cell): void {
  for (const e of edits) {
    while (rows.length < e.row) rows.push([]);
    const row = rows[e.row - 1]!;
    while (row.length < e.col) row.push(empty);
    row[e.col - 1] = e.value;
  }
}

/** Cells a row must still hold (text compared as names are: case and spaces aside). */
export interface RowCheck {
  readonly cells: readonly { readonly col: number; readonly value: Cell }[];
  readonly moved: Msg;
}

/** Whether a row (values from column A) still holds what a RowCheck expects. */
export function rowHolds(row: readonly Cell[], check: RowCheck): boolean {
  return check.cells.every(({ col, value }) => {
    const have = row[col - 1];
    if (typeof value === 'string' || typeof have === 'string')
      return matchKey(String(have ?? '')) === matchKey(String(value ?? ''));
    return have === value;
  });
}

/**
 * The rows a documented append added, taken back ("Ronde terugdraaien": a round recorded too early): the last
 * filled rows of a tab the user types, from `row` down. Each row is checked like an edit in place (`expect`, in
 * order) just before writing, and no filled row may lie below them; otherwise nothing is written and the error
 * is at the row. Their contents are cleared (the rows keep their formats and dropdowns), so the tab reads as it
 * did before the append and the next append fills the same rows.
 */
export interface RowRemoval {
  readonly tab: string;
  /** 1-based first row removed. */
  readonly row: number;
  /** What the rows `row`, `row + 1`, ... must still hold: as many checks as rows removed. */
  readonly expect: readonly RowCheck[];
  /** The error at a filled row below them (typed after they were read). */
  readonly below: Msg;
}

/**
 * What stands in the way of a removal, each at its row: `rowAt` gives a row of the tab (values from column A,
 * 1-based), `lastFilled` the tab's last filled row as it is now.
 */
export function removalProblems(
  removal: RowRemoval,
  rowAt: (row: number) => readonly Cell[],
  lastFilled: number,
): Problem[] {
  const out: Problem[] = [];
  const end = removal.row + removal.expect.length - 1;
  removal.expect.forEach((check, i) => {
    if (!rowHolds(rowAt(removal.row + i), check))
      out.push({ severity: 'error', place: { tab: removal.tab, row: removal.row + i }, message: check.moved });
  });
  for (let r = end + 1; r <= lastFilled; r++) {
    if (isEmptyRow(rowAt(r))) continue;
    out.push({ severity: 'error', place: { tab: removal.tab, row: r }, message: removal.below });
    break;
  }
  return out;
}

export interface Changes {
  readonly writes: readonly OutputTab[];
  readonly appends: readonly Append[];
  /** Cells changed in place. */
  readonly edits?: readonly CellEdit[];
  /** Appended rows taken back, in this order (after the edits). */
  readonly removals?: readonly RowRemoval[];
}

export const NO_CHANGES: Changes = { writes: [], appends: [] };

export interface WorkbookReader {
  /** Names of all tabs, in workbook order. */
  tabNames(): readonly string[];
  /** All values of a tab from A1 to its last used cell, or undefined when there is no such tab. */
  read(tab: string): Cell[][] | undefined;
  /** True when the tab is text separated by commas (a CSV file), where an unquoted decimal comma splits a cell. */
  commaSeparated?(tab: string): boolean;
}

export interface Workbook extends WorkbookReader {
  /** Replaces the whole content of an output tab (creating it if needed). */
  write(tab: OutputTab): void;
  /** Adds rows below the last non-empty row of a tab (creating it with its header if needed). */
  append(append: Append): void;
  /** Sets cells of an existing tab in place (the documented edits of typed tabs: CellEdit). */
  edit(edits: readonly CellEdit[]): void;
  /** Takes back the last rows of tabs the user types (RowRemoval): all checked first, then cleared. */
  remove(removals: readonly RowRemoval[]): void;
}

/**
 * Applies the changes of an action that succeeded. Output tabs first, the
 * documented appends and edits of typed tabs last: a write that stops
 * half-way (a Sheets service call that fails) then leaves recomputable output
 * tabs and records not (all) made, which running the action again completes
 * (confirming a round records its bye before its games for the same reason; taking it back removes its games
 * first, then its bye).
 */
export function applyChanges(wb: Workbook, changes: Changes): void {
  const edits = changes.edits ?? [];
  const removals = changes.removals ?? [];
  for (const w of changes.writes) wb.write(w);
  for (const a of changes.appends) wb.append(a);
  if (edits.length > 0) wb.edit(edits);
  if (removals.length > 0) wb.remove(removals);
}

/**
 * The existing tab among `names`, tried in order, if any. Names match the way
 * the readers match them (`matchKey`: case, surrounding and repeated spaces
 * ignored), so a writer rewrites the very tab a reader found.
 */
export function findTab(tabNames: readonly string[], names: readonly string[]): string | undefined {
  for (const name of names) {
    const key = matchKey(name);
    const hit = tabNames.find((t) => matchKey(t) === key);
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

  commaSeparated(tab: string): boolean {
    return this.source.commaSeparated?.(tab) ?? false;
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
