/**
 * The Workbook interface backed by Google Sheets. Each tab is read with one
 * getValues() and written with one setValues() (plus a constant number of
 * formatting calls), whatever its size.
 *
 * Within one execution each tab is read at most once: the values are kept,
 * and kept up to date by this workbook's own writes, appends and edits, so the
 * sidebar can show the state after an action without reading again.
 *
 * A sheet has a grid (a new one 1000 rows × 26 columns) and a range outside it
 * throws, so every write and append goes through `fit`, the one place a tab
 * grows; rows grown below a tab the user types get the dropdowns of the row
 * above them, and its plain-text columns stay plain text.
 *
 * Text is written as text by one rule (`literal`): a string goes in with a
 * leading apostrophe (the quote prefix), so a name like `=IMPORTXML(...)`,
 * `+31 6 ...` or `1-0` stays literally what was typed and never becomes a
 * formula, number or date; except into a cell formatted as plain text (`@`),
 * which keeps whatever it is given, and where the apostrophe could stay as a
 * character (Google does not document the combination). The add-on never gives
 * `@` to a cell of an output tab (their text cells get the pattern of the
 * numbers beside them); in a tab the user types (a column the user or the
 * wizard formatted as text), appends and edits look at the cells' formats.
 *
 * Dates and times come back from getValues as Dates at the wall-clock time of
 * the spreadsheet's time zone, while the script reads Dates in its own zone
 * (the manifest's); `read` turns each into the Date the user sees, on the
 * script's clock, with getSpreadsheetTimeZone and Utilities.formatDate; and
 * every date written goes back the same way (`sheetMoment`).
 */
import type { Cell } from '../core/cell';
import { isEmptyRow } from '../core/cell';
import { isDateCell } from '../core/cell';
import { InputError, Problem } from '../core/problems';
import {
  Append,
  CellEdit,
  ChartSpec,
  ColumnKind,
  OutputTab,
  RowRemoval,
  Workbook,
  findTab,
  rectangular,
  removalProblems,
  rowHolds,
} from '../workbook/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A value as it must be handed to setValues so that it is stored literally, in a cell of `format` (default: not plain text). */
export function literal(cell: Cell, format?: string): string | number | boolean | Date {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell === '' || format === '@' ? cell : `'${cell}`;
  return cell;
}

/**
 * Makes columns of a tab the user types plain text (`@`) from `fromRow` to the
 * grid's last row (`rows`), so what is typed there stays the text typed: the
 * one place for the wizard's tabs and for a tab an append creates.
 */
export function plainTextColumns(sheet: Sheet, cols: readonly number[], fromRow: number, rows: number): void {
  if (rows < fromRow) return;
  for (const col of cols) sheet.getRange(fromRow, col, rows - fromRow + 1, 1).setNumberFormat('@');
}

/** A value read by getValues, to be written back as it was (a Date stays a Date, text stays text). */
function keep(value: unknown, format?: string): string | number | boolean | Date {
  if (value instanceof Date) return value;
  return literal(value as Cell, format);
}

/** Rows as setValues takes them for a range whose cells have `formats` (Range.getNumberFormats). */
function literals(
  rows: readonly (readonly Cell[])[],
  formats: readonly (readonly string[])[],
): (string | number | boolean | Date)[][] {
  return rows.map((r, i) => r.map((c, j) => literal(c, formats[i]?.[j])));
}

/**
 * The number format of a cell of an output tab, from the patterns Google
 * documents for Sheets (`0`, `0.00`, ...): a whole number `0`, a fraction
 * with as many decimals as it has (so 42 shows as 42 and 40.5 as 40.5, what
 * xlsx's `General` does, which Sheets does not document), the column kind's
 * fixed decimals where it has them, a date `yyyy-mm-dd`. Text and empty cells get `0` as well:
 * a format changes nothing of text, and it is never `@` (see above).
 */
function sheetsFormat(kind: ColumnKind | undefined, cell: Cell): string {
  if (isDateCell(cell)) return 'yyyy-mm-dd';
  if (typeof cell !== 'number' || !Number.isFinite(cell)) return '0';
  if (kind === 'decimal1') return '0.0';
  if (kind === 'decimal2') return '0.00';
  if (kind === 'integer' || Number.isInteger(cell)) return '0';
  const decimals = Math.min(10, (String(+cell.toPrecision(12)).split('.')[1] ?? '').length);
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

/** The Date a user sees in a cell, on the script's clock: `d` is the wall-clock time of the spreadsheet's zone. */
function wallClockDate(d: Date, spreadsheetZone: string): Date {
  const t = Utilities.formatDate(d, spreadsheetZone, 'yyyy-MM-dd HH:mm:ss');
  const m = /^(-?\d+)-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(t);
  if (!m) return d;
  const out = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  // Year 0-99 would be taken as 1900-1999 by the constructor.
  out.setFullYear(Number(m[1]));
  return out;
}

/** Today in the spreadsheet's time zone, as `yyyy-mm-dd` (the day of a round confirmed now). */
export function todayIn(ss: Spreadsheet): string {
  return Utilities.formatDate(new Date(), ss.getSpreadsheetTimeZone(), 'yyyy-MM-dd');
}

/**
 * The moment whose wall-clock time in the spreadsheet's zone is the time `d` shows on the script's clock:
 * the inverse of `wallClockDate`, so that a date written is the day the user sees. Found from the zone's
 * offset at that moment (Utilities.formatDate), twice over for a change of offset in between.
 */
function sheetMoment(d: Date, spreadsheetZone: string): Date {
  const wanted = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
  let t = wanted;
  for (let i = 0; i < 2; i++) {
    const m = /^(-?\d+)-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(
      Utilities.formatDate(new Date(t), spreadsheetZone, 'yyyy-MM-dd HH:mm:ss'),
    );
    if (!m) return d;
    const shown = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
    t += wanted - shown;
  }
  return new Date(t);
}

/**
 * A real Sheets line chart for a ChartSpec: the data block with its header row
 * (series names) and first column (axis labels, written as text), positioned
 * at the anchor cell. Ranks are drawn with number 1 on top (vAxis.direction −1).
 */
function buildChart(sheet: Sheet, chart: ChartSpec): GoogleAppsScript.Spreadsheet.EmbeddedChart {
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
  /** Grid sizes of the sheets asked or grown in this execution. */
  private readonly grids = new Map<Sheet, { rows: number; columns: number }>();
  private zone: string | undefined;
  /** Dates converted in this execution, by the moment they came as: read (to the script's clock) and written. */
  private readonly toScript = new Map<number, Date>();
  private readonly toSheet = new Map<number, Date>();

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

  /**
   * A date converted between the two clocks once per distinct moment, not once
   * per cell: a Datum column holds one value per round, so the host calls
   * (Utilities.formatDate) of a read grow with the rounds, not with the rows.
   */
  private converted(cache: Map<number, Date>, d: Date, convert: (d: Date, zone: string) => Date): Date {
    let out = cache.get(d.getTime());
    if (out === undefined) cache.set(d.getTime(), (out = convert(d, (this.zone ??= this.ss.getSpreadsheetTimeZone()))));
    return new Date(out.getTime());
  }

  /** Rows as Sheets must be given them: a date as the moment that shows its day and time in the spreadsheet's zone. */
  private moments(rows: readonly (readonly Cell[])[]): Cell[][] {
    return rows.map((r) => r.map((c) => (isDateCell(c) ? this.converted(this.toSheet, c, sheetMoment) : c)));
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
    for (const row of rows)
      row.forEach((c, j) => isDateCell(c) && (row[j] = this.converted(this.toScript, c, wallClockDate)));
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

  /**
   * Makes the sheet's grid hold `rows` × `columns` (inserting rows and columns
   * at its end when it is smaller): the one place a tab grows. With
   * `dropdowns`, the new rows get the data validation of the grid's last row,
   * so a tab the user types keeps its dropdowns below row 1000.
   */
  private fit(sheet: Sheet, rows: number, columns: number, dropdowns = false): void {
    let grid = this.grids.get(sheet);
    if (!grid) this.grids.set(sheet, (grid = { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() }));
    if (columns > grid.columns) {
      sheet.insertColumnsAfter(grid.columns, columns - grid.columns);
      grid.columns = columns;
    }
    if (rows > grid.rows) {
      const added = rows - grid.rows;
      sheet.insertRowsAfter(grid.rows, added);
      if (dropdowns) {
        const above = sheet.getRange(grid.rows, 1, 1, grid.columns);
        const last = above.getDataValidations()[0]!;
        if (last.some((v) => v !== null))
          sheet
            .getRange(grid.rows + 1, 1, added, grid.columns)
            .setDataValidations(Array.from({ length: added }, () => last.slice()));
        // A plain-text column stays plain text below (what is typed there stays as typed).
        const text = above.getNumberFormats()[0]!.flatMap((f, c) => (f === '@' ? [c + 1] : []));
        plainTextColumns(sheet, text, grid.rows + 1, rows);
      }
      grid.rows = rows;
    }
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
    this.values.set(
      existing ?? tab.name,
      rows.map((r) => r.map((c) => c ?? '')),
    );
    if (rows.length === 0 || rows[0]!.length === 0) return;
    const height = rows.length;
    const width = rows[0]!.length;
    const anchors = (tab.charts ?? []).map((c) => c.anchor);
    this.fit(sheet, Math.max(height, ...anchors.map((a) => a.row)), Math.max(width, ...anchors.map((a) => a.column)));
    const range = sheet.getRange(1, 1, height, width);
    if (tab.columnKinds) {
      const body = (i: number) => tab.headerRow !== undefined && i + 1 > tab.headerRow;
      range.setNumberFormats(
        rows.map((r, i) => r.map((cell, c) => sheetsFormat(body(i) ? tab.columnKinds![c] : undefined, cell))),
      );
    }
    range.setValues(this.moments(rows).map((r) => r.map((c) => literal(c))));
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
      this.fit(sheet, rows.length, rows[0]!.length);
      const text = append.textColumns ?? [];
      plainTextColumns(sheet, text, 2, this.grids.get(sheet)!.rows);
      sheet
        .getRange(1, 1, rows.length, rows[0]!.length)
        .setValues(
          this.moments(rows).map((r, i) =>
            r.map((c, j) => literal(c, i > 0 && text.includes(j + 1) ? '@' : undefined)),
          ),
        );
      sheet.setFrozenRows(1);
      this.values.set(
        append.tab,
        rows.map((r) => r.map((c) => c ?? '')),
      );
      return;
    }
    const name = existing!;
    const start = this.appendRow(name, sheet);
    const rows = rectangular(append.rows);
    this.fit(sheet, start + rows.length - 1, rows[0]!.length, true);
    const target = sheet.getRange(start, 1, rows.length, rows[0]!.length);
    const formats = target.getNumberFormats();
    target.setValues(literals(this.moments(rows), formats));
    // A date appended (the day of a round) shows as a day, not as a moment at midnight (rows grown get no format).
    for (let j = 0; j < rows[0]!.length; j++)
      if (rows.some((r) => isDateCell(r[j])))
        sheet.getRange(start, j + 1, rows.length, 1).setNumberFormat('yyyy-mm-dd');
    this.remember(name, start, 1, rows);
  }

  /**
   * Edited cells, each tab read once and written once: the rows the edits lie
   * in are read in one getValues (from column A, as wide as the checks need)
   * and each edit that names what its row must hold is checked against it;
   * when another editor sorted or changed the tab meanwhile, nothing is
   * written and the error says so at the row. Then the block from the first
   * to the last edited cell is written in one setValues, the cells between
   * the edits written back as they were just read (under the document lock);
   * only when such a cell holds a formula are the edits written run by run
   * (one setValues per run of adjacent cells in a row), so no formula is lost.
   */
  edit(edits: readonly CellEdit[]): void {
    const byTab = new Map<string, CellEdit[]>();
    for (const e of edits) byTab.set(e.tab, [...(byTab.get(e.tab) ?? []), e]);
    const moved: Problem[] = [];
    const blocks = new Map<string, { first: number; rows: unknown[][] }>();
    for (const [tab, list] of byTab) {
      const sheet = this.sheetNamed(tab);
      const first = Math.min(...list.map((e) => e.row));
      const last = Math.max(...list.map((e) => e.row));
      const width = Math.max(...list.flatMap((e) => [e.col, ...(e.expect?.cells.map((c) => c.col) ?? [])]));
      const inGrid = sheet ? Math.min(last, sheet.getMaxRows()) - first + 1 : 0;
      const wide = sheet ? Math.min(width, sheet.getMaxColumns()) : 0;
      // Read only what is needed: the rows an edit checks, or the cells between the edits written back.
      const cols = list.map((e) => e.col);
      const between = (last - first + 1) * (Math.max(...cols) - Math.min(...cols) + 1) > list.length;
      const needed = between || list.some((e) => e.expect);
      const rows =
        needed && sheet && inGrid > 0 && wide > 0
          ? (sheet.getRange(first, 1, inGrid, wide).getValues() as unknown[][])
          : [];
      blocks.set(tab, { first, rows });
      for (const e of list) {
        if (!e.expect) continue;
        const row = (rows[e.row - first] ?? []) as Cell[];
        if (!rowHolds(row, e.expect))
          moved.push({ severity: 'error', place: { tab, row: e.row }, message: e.expect.moved });
      }
    }
    if (moved.length > 0) throw new InputError(moved);
    for (const [tab, list] of byTab) {
      const sheet = this.sheetNamed(tab);
      if (!sheet) throw new Error(`no tab ${tab}`);
      const top = Math.min(...list.map((e) => e.row));
      const bottom = Math.max(...list.map((e) => e.row));
      const left = Math.min(...list.map((e) => e.col));
      const right = Math.max(...list.map((e) => e.col));
      this.fit(sheet, bottom, right, true);
      const target = sheet.getRange(top, left, bottom - top + 1, right - left + 1);
      const block = blocks.get(tab)!;
      const at = new Map<string, Cell>(list.map((e) => [`${e.row}:${e.col}`, e.value]));
      const between = (bottom - top + 1) * (right - left + 1) > list.length;
      if (
        between &&
        target.getFormulas().some((r, i) => r.some((f, j) => f !== '' && !at.has(`${top + i}:${left + j}`)))
      ) {
        this.editRuns(sheet, list);
        continue;
      }
      // The edits as an edit is written (a day as a moment in the zone, text literally); the cells between as read.
      const formats = target.getNumberFormats();
      const values: (string | number | boolean | Date)[][] = [];
      for (let r = top; r <= bottom; r++) {
        const out: (string | number | boolean | Date)[] = [];
        for (let c = left; c <= right; c++) {
          const key = `${r}:${c}`;
          const format = formats[r - top]?.[c - left];
          if (at.has(key)) {
            out.push(literal(this.moments([[at.get(key)!]])[0]![0]!, format));
          } else {
            const read = block.rows[r - block.first]?.[c - 1] ?? '';
            out.push(keep(read, format));
          }
        }
        values.push(out);
      }
      target.setValues(values);
      // The cache learns the edits; the cells between are unchanged.
      for (const e of list) this.remember(tab, e.row, e.col, [[e.value]]);
    }
  }

  /**
   * Appended rows taken back, each tab read once and written once: the tab's last filled row as it is now
   * (getLastRow, under the document lock) and the rows from the first removed one down to it (one getValues) are
   * checked, all tabs before anything is written; then the rows' contents are cleared across the grid's width
   * (one clearContent: formats and dropdowns stay, as in the rows below the tab).
   */
  remove(removals: readonly RowRemoval[]): void {
    const problems: Problem[] = [];
    const planned: { sheet: Sheet; removal: RowRemoval; rows: number }[] = [];
    for (const removal of removals) {
      const sheet = this.sheetNamed(removal.tab);
      if (!sheet) throw new Error(`no tab ${removal.tab}`);
      const last = sheet.getLastRow();
      const end = Math.max(last, removal.row + removal.expect.length - 1);
      const width = Math.min(
        sheet.getMaxColumns(),
        Math.max(
          1,
          ...removal.expect.flatMap((c) => c.cells.map((x) => x.col)),
          this.values.get(removal.tab)?.[0]?.length ?? 0,
        ),
      );
      const inGrid = Math.min(end, sheet.getMaxRows()) - removal.row + 1;
      const rows = inGrid > 0 ? (sheet.getRange(removal.row, 1, inGrid, width).getValues() as Cell[][]) : [];
      problems.push(...removalProblems(removal, (r) => rows[r - removal.row] ?? [], last));
      planned.push({ sheet, removal, rows: inGrid });
    }
    if (problems.length > 0) throw new InputError(problems);
    for (const { sheet, removal, rows } of planned) {
      if (rows > 0) sheet.getRange(removal.row, 1, rows, sheet.getMaxColumns()).clearContent();
      const known = this.values.get(removal.tab);
      if (known) known.length = Math.min(known.length, removal.row - 1);
    }
  }

  /** The edits of a tab written one setValues per run of adjacent cells in a row. */
  private editRuns(sheet: Sheet, edits: readonly CellEdit[]): void {
    const sorted = [...edits].sort((a, b) => a.row - b.row || a.col - b.col);
    for (let i = 0; i < sorted.length;) {
      const first = sorted[i]!;
      let j = i + 1;
      while (j < sorted.length && sorted[j]!.row === first.row && sorted[j]!.col === sorted[j - 1]!.col + 1) j++;
      const run = sorted.slice(i, j);
      const target = sheet.getRange(first.row, first.col, 1, run.length);
      target.setValues(literals(this.moments([run.map((e) => e.value)]), target.getNumberFormats()));
      this.remember(first.tab, first.row, first.col, [run.map((e) => e.value)]);
      i = j;
    }
  }
}
