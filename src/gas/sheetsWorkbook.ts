/**
 * The Workbook interface backed by Google Sheets. Each tab is read with one
 * getValues() and written with one setValues() (plus a constant number of
 * formatting calls), whatever its size.
 *
 * Within one execution each tab is read at most once: the values are kept,
 * and kept up to date by this workbook's own writes, appends and edits, so the
 * sidebar can show the state after an action without reading again.
 *
 * Text is written as text: every string goes in with a leading apostrophe (the
 * quote prefix), so a name like `=IMPORTXML(...)`, `+31 6 ...` or `1-0` stays
 * literally what was typed and never becomes a formula, number or date.
 */
import type { Cell } from '../core/cell';
import { isEmptyRow } from '../core/cell';
import { InputError, Problem } from '../core/problems';
import { Append, CellEdit, ChartSpec, NUMBER_FORMATS, OutputTab, Workbook, findTab, rectangular, rowHolds } from '../workbook/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A value as it must be handed to setValues so that it is stored literally. */
export function literal(cell: Cell): string | number | boolean | Date {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell === '' ? '' : `'${cell}`;
  return cell;
}

/**
 * A real Sheets line chart for a ChartSpec: the data block with its header row
 * (series names) and first column (axis labels, written as text), positioned
 * at the anchor cell. Ranks are drawn with number 1 on top (vAxis.direction −1).
 */
export function buildChart(sheet: Sheet, chart: ChartSpec): GoogleAppsScript.Spreadsheet.EmbeddedChart {
  const { row, column, rows, columns } = chart.range;
  let builder = sheet
    .newChart()
    .addRange(sheet.getRange(row, column, rows, columns))
    .setNumHeaders(1)
    .setPosition(chart.anchor.row, chart.anchor.column, 0, 0)
    .setOption('title', chart.title)
    .setOption('legend', { position: 'right' })
    .setOption('pointSize', 4);
  if (chart.xTitle) builder = builder.setOption('hAxis.title', chart.xTitle);
  if (chart.yTitle) builder = builder.setOption('vAxis.title', chart.yTitle);
  if (chart.reverseY) builder = builder.setOption('vAxis.direction', -1);
  if (chart.width) builder = builder.setOption('width', chart.width);
  if (chart.height) builder = builder.setOption('height', chart.height);
  return builder.asLineChart().build();
}

export class SheetsWorkbook implements Workbook {
  /** Tabs by name, read once (getSheets + one getName each). */
  private sheets: Map<string, Sheet> | undefined;
  /** Values of the tabs read or written in this execution. */
  private readonly values = new Map<string, Cell[][]>();

  constructor(private readonly ss: Spreadsheet) {}

  private allSheets(): Map<string, Sheet> {
    if (!this.sheets) this.sheets = new Map(this.ss.getSheets().map((s) => [s.getName(), s]));
    return this.sheets;
  }

  private sheetNamed(name: string): Sheet | undefined {
    return this.allSheets().get(name);
  }

  private insert(name: string): Sheet {
    const sheet = this.ss.insertSheet(name);
    this.allSheets().set(name, sheet);
    return sheet;
  }

  tabNames(): readonly string[] {
    return [...this.allSheets().keys()];
  }

  read(tab: string): Cell[][] | undefined {
    const known = this.values.get(tab);
    if (known) return known.map((r) => r.slice());
    const sheet = this.sheetNamed(tab);
    if (!sheet) return undefined;
    const rows = sheet.getDataRange().getValues() as Cell[][];
    this.values.set(tab, rows);
    return rows.map((r) => r.slice());
  }

  /**
   * The last row with content, from the tab's values (read once, with one
   * getValues, when they are not kept yet): a row of spaces is empty, as
   * everywhere else, whether or not the tab was read before.
   */
  private lastRow(tab: string): number {
    if (!this.values.has(tab)) this.read(tab);
    const known = this.values.get(tab) ?? [];
    let last = known.length;
    while (last > 0 && isEmptyRow(known[last - 1]!)) last--;
    return last;
  }

  /**
   * Where appended rows go: below the last filled row as it is now, at write
   * time. Other editors keep typing while an action runs (the document lock
   * orders scripts, not people), so a row typed below the rows read is never
   * overwritten: when the tab's last row moved since it was read, the rows go
   * below the new last row (one getLastRow call, under the lock).
   */
  private appendRow(tab: string, sheet: Sheet): number {
    const known = this.lastRow(tab);
    const read = this.values.get(tab)?.length ?? 0;
    const now = sheet.getLastRow();
    return now === read ? known + 1 : now + 1;
  }

  /** Keeps the values of a tab up to date after writing `rows` at (row, col). */
  private remember(tab: string, row: number, col: number, rows: readonly (readonly Cell[])[]): void {
    const known = this.values.get(tab);
    if (!known) return;
    rows.forEach((r, i) => {
      while (known.length < row + i) known.push([]);
      const target = known[row + i - 1]!;
      r.forEach((c, j) => {
        while (target.length < col + j - 1) target.push('');
        target[col + j - 1] = c ?? '';
      });
    });
    const width = known.reduce((w, r) => Math.max(w, r.length), 0);
    for (const r of known) while (r.length < width) r.push('');
  }

  write(tab: OutputTab): void {
    const existing = findTab(this.tabNames(), [tab.name, ...(tab.aliases ?? [])]);
    let sheet = existing === undefined ? undefined : this.sheetNamed(existing);
    if (!sheet) {
      sheet = this.insert(tab.name);
    } else {
      sheet.clear();
    }
    const rows = rectangular(tab.rows);
    this.values.set(existing ?? tab.name, rows.map((r) => r.map((c) => c ?? '')));
    if (rows.length === 0 || rows[0]!.length === 0) return;
    const height = rows.length;
    const width = rows[0]!.length;
    const range = sheet.getRange(1, 1, height, width);
    if (tab.columnKinds) {
      const formats = rows.map((_, i) =>
        rows[0]!.map((__, c) => (tab.headerRow !== undefined && i + 1 > tab.headerRow ? NUMBER_FORMATS[tab.columnKinds![c] ?? 'number'] : 'General')),
      );
      range.setNumberFormats(formats);
    }
    range.setValues(rows.map((r) => r.map(literal)));
    if (tab.headerRow !== undefined) {
      sheet.getRange(tab.headerRow, 1, 1, width).setFontWeight('bold');
      sheet.setFrozenRows(tab.freezeHeader === false ? 0 : tab.headerRow);
    }
    for (const t of tab.titleRows ?? []) sheet.getRange(t, 1).setFontWeight('bold').setFontSize(14);
    if (tab.largePrint) range.setFontSize(24);
    if (tab.charts) {
      // clear() leaves embedded charts in place: replace them.
      for (const old of sheet.getCharts()) sheet.removeChart(old);
      for (const chart of tab.charts) sheet.insertChart(buildChart(sheet, chart));
    }
    if (tab.activate) sheet.activate();
  }

  append(append: Append): void {
    if (append.rows.length === 0) return;
    const existing = findTab(this.tabNames(), [append.tab, ...(append.aliases ?? [])]);
    let sheet = existing === undefined ? undefined : this.sheetNamed(existing);
    if (!sheet) {
      sheet = this.insert(append.tab);
      const rows = rectangular([append.header, ...append.rows]);
      sheet.getRange(1, 1, rows.length, rows[0]!.length).setValues(rows.map((r) => r.map(literal)));
      sheet.setFrozenRows(1);
      this.values.set(append.tab, rows.map((r) => r.map((c) => c ?? '')));
      return;
    }
    const name = existing!;
    const start = this.appendRow(name, sheet);
    const rows = rectangular(append.rows);
    sheet.getRange(start, 1, rows.length, rows[0]!.length).setValues(rows.map((r) => r.map(literal)));
    this.remember(name, start, 1, rows);
  }

  /**
   * Edited cells, one setValues per run of adjacent cells in a row (the sidebar
   * edits one or three cells at a time). An edit that names what its row must
   * hold is checked first against the row as it is now (one getValues per
   * such row): when another editor sorted or changed the tab meanwhile,
   * nothing is written and the error says so at the row.
   */
  edit(edits: readonly CellEdit[]): void {
    const moved: Problem[] = [];
    for (const e of edits) {
      if (!e.expect) continue;
      const sheet = this.sheetNamed(e.tab);
      const width = Math.max(...e.expect.cells.map((c) => c.col));
      const row = sheet ? ((sheet.getRange(e.row, 1, 1, width).getValues()[0] ?? []) as Cell[]) : [];
      if (!rowHolds(row, e.expect)) moved.push({ severity: 'error', place: { tab: e.tab, row: e.row }, message: e.expect.moved });
    }
    if (moved.length > 0) throw new InputError(moved);
    const sorted = [...edits].sort((a, b) => (a.tab < b.tab ? -1 : a.tab > b.tab ? 1 : a.row - b.row || a.col - b.col));
    for (let i = 0; i < sorted.length; ) {
      const first = sorted[i]!;
      let j = i + 1;
      while (j < sorted.length && sorted[j]!.tab === first.tab && sorted[j]!.row === first.row && sorted[j]!.col === sorted[j - 1]!.col + 1) j++;
      const run = sorted.slice(i, j);
      const sheet = this.sheetNamed(first.tab);
      if (!sheet) throw new Error(`no tab ${first.tab}`);
      sheet.getRange(first.row, first.col, 1, run.length).setValues([run.map((e) => literal(e.value))]);
      this.remember(first.tab, first.row, first.col, [run.map((e) => e.value)]);
      i = j;
    }
  }
}
