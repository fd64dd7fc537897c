/**
 * The parts of SpreadsheetApp the add-on uses, emulated strictly, as Google
 * documents them (tests/emu/README.md lists each behaviour with its page):
 * a sheet has a grid (insertSheet: 1000 rows × 26 columns; a tab of a test's
 * setup, like an imported file, exactly its own size) and a range outside it
 * throws; strings written by setValue(s) are parsed as typed in the
 * spreadsheet's locale (tests/emu/typed.ts); dates and times are serial
 * numbers that come back as Dates in the spreadsheet's time zone; number
 * formats are validated; a strict dropdown refuses typed input; 50,000
 * characters per cell; duplicate-name checks; and a log of every service call.
 *
 * Every range is made by `FakeSheet.range`, the one place its bounds are
 * checked; every call is recorded by one `rec`, the place for fault injection.
 *
 * Method signatures follow @types/google-apps-script (chaining methods return
 * the emulated object cast to the Apps Script type).
 */
import { CallLog } from './calls';
import {
  CELL_CHARACTER_LIMIT,
  Typed,
  dateToSerial,
  displayText,
  localDateToSerial,
  serialToDate,
  typeText,
} from './typed';

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
export type Value = string | number | boolean | Date;

/** A data validation rule as the emulated builder makes it. */
interface Rule {
  list?: string[];
  range?: FakeRange;
  between?: [number, number];
  allowInvalid?: boolean;
  help?: string;
  show?: boolean;
}

export interface StoredCell {
  /** Text, a number (for a date or time: its serial), or a truth value. */
  value: string | number | boolean;
  /** The number is a date or time: getValues returns a Date in the spreadsheet's time zone. */
  date?: 'date' | 'time' | 'datetime';
  /** Set when a string starting with '=' was written: Sheets would evaluate it. */
  formula?: string;
  numberFormat?: string;
  bold?: boolean;
  fontSize?: number;
  validation?: Rule;
}

export const OUTSIDE = 'Exception: The coordinates of the range are outside the dimensions of the sheet.';

function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

/**
 * What Sheets stores for a value written by setValue(s): strings are parsed as
 * typed in the locale (into a cell of the given format); numbers, truth values
 * and Dates (converted to the spreadsheet's time zone) are stored as they are.
 */
function parseEntered(v: unknown, locale = 'nl_NL', zone = 'Europe/Amsterdam', format?: string): Typed {
  if (v === null || v === undefined) return { value: '' };
  if (typeof v === 'string') return typeText(v, locale, format);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error("Exception: The parameters (number) don't match the method signature");
    return { value: v };
  }
  if (typeof v === 'boolean') return { value: v };
  if (isDate(v)) return { value: dateToSerial(v, zone), date: 'datetime' };
  throw new Error(`Exception: The parameters (${typeof v}) don't match the method signature`);
}

function store(cell: StoredCell, typed: Typed): void {
  cell.value = typed.value;
  if (typed.date) cell.date = typed.date;
  else delete cell.date;
  if (typed.formula) cell.formula = typed.formula;
  else delete cell.formula;
  if (typed.format && cell.numberFormat === undefined) cell.numberFormat = typed.format;
}

/**
 * A number-format pattern as Sheets documents them (the Sheets API's date and
 * number format guide): digits 0 # ?, separators . and ,, %, scientific E+,
 * quoted literals, text @, date and time parts (d m y h s, [h] [m] [s],
 * AM/PM), and up to four sections split by ;. 'General' and other Excel-only
 * words are refused: Google does not document them (the harsher reading).
 */
export function validNumberFormat(pattern: string): boolean {
  if (typeof pattern !== 'string' || pattern === '') return false;
  if (pattern === '@') return true;
  const sections = pattern.split(';');
  if (sections.length > 4) return false;
  return sections.every(
    (sec) =>
      /^(?:[0#?.,%]|E[+-]|e[+-]|"[^"]*"|\\.|@|\[(?:h+|m+|s+)\]|d{1,4}|m{1,5}|M{1,5}|y{2,4}|h{1,2}|H{1,2}|s{1,2}|AM\/PM|am\/pm|A\/P|[ :\/\-()$€+_*])*$/.test(
        sec,
      ) && sec !== '',
  );
}

export class FakeSheet {
  cells: StoredCell[][] = [];
  frozenRows = 0;
  protections: { warningOnly: boolean; description: string }[] = [];
  /** Every setDataValidation call, as "row,col,rows,cols" (the rules themselves live on the cells). */
  validations: { a1: string; rule: unknown }[] = [];
  charts: unknown[] = [];
  /** The grid: Sheets' dimensions of the sheet, grown only by the insert methods and appendRow. */
  maxRows: number;
  maxColumns: number;

  constructor(
    private name: string,
    readonly log: CallLog,
    readonly spreadsheet: FakeSpreadsheet,
    rows = 1000,
    columns = 26,
  ) {
    this.maxRows = rows;
    this.maxColumns = columns;
  }

  /** Records a call (the one place every Sheet and Range call passes: fault injection goes here). */
  rec(method: string, detail = this.name): void {
    this.log.record(`Sheet.${method}(${detail})`);
  }

  /** A range of this sheet: the one place the bounds are checked, as Sheet.getRange does. */
  range(row: number, col: number, rows: number, cols: number): FakeRange {
    const ints = [row, col, rows, cols].every((n) => Number.isInteger(n));
    if (
      !ints ||
      row < 1 ||
      col < 1 ||
      rows < 1 ||
      cols < 1 ||
      row + rows - 1 > this.maxRows ||
      col + cols - 1 > this.maxColumns
    ) {
      if (ints && (rows < 1 || cols < 1))
        throw new Error(`Exception: The number of ${rows < 1 ? 'rows' : 'columns'} in the range must be at least 1.`);
      throw new Error(OUTSIDE);
    }
    return new FakeRange(this, row, col, rows, cols);
  }

  /** The stored cell (test setup may write beyond the grid: the grid then grows, as an imported file's would). */
  cell(row: number, col: number): StoredCell {
    if (row > this.maxRows) this.maxRows = row;
    if (col > this.maxColumns) this.maxColumns = col;
    while (this.cells.length < row) this.cells.push([]);
    const r = this.cells[row - 1]!;
    while (r.length < col) r.push({ value: '' });
    return r[col - 1]!;
  }

  /** The value as getValues returns it: a date or time as a Date in the spreadsheet's time zone. */
  peek(row: number, col: number): Value {
    const c = this.cells[row - 1]?.[col - 1];
    if (!c) return '';
    if (c.date && typeof c.value === 'number') return serialToDate(c.value, this.spreadsheet.timeZone);
    return c.value;
  }

  /** The text Sheets shows in the cell, in the spreadsheet's locale. */
  shown(row: number, col: number): string {
    const c = this.cells[row - 1]?.[col - 1];
    if (!c) return '';
    return displayText(c, this.spreadsheet.locale, c.numberFormat);
  }

  lastRow(): number {
    for (let r = this.cells.length; r > 0; r--)
      if (this.cells[r - 1]!.some((c) => c.value !== '' || c.formula)) return r;
    return 0;
  }

  lastColumn(): number {
    let max = 0;
    for (const r of this.cells)
      for (let c = r.length; c > max; c--) if (r[c - 1]!.value !== '' || r[c - 1]!.formula) max = c;
    return max;
  }

  /** The values as getValues would show them (tests read tabs with this; no call is logged). */
  values(): Value[][] {
    const h = this.lastRow();
    const w = this.lastColumn();
    const out: Value[][] = [];
    for (let r = 1; r <= h; r++) {
      const row: Value[] = [];
      for (let c = 1; c <= w; c++) row.push(this.peek(r, c));
      out.push(row);
    }
    return out;
  }

  /**
   * A person typing `text` into a cell, as Sheets takes it: parsed in the
   * spreadsheet's locale (a plain-text cell keeps it literally), and refused
   * when the cell's dropdown is strict and the value is not one of it.
   */
  type(row: number, col: number, text: string): void {
    if (row > this.maxRows || col > this.maxColumns || row < 1 || col < 1) throw new Error(OUTSIDE);
    const cell = this.cell(row, col);
    const typed = typeText(text, this.spreadsheet.locale, cell.numberFormat);
    const rule = cell.validation;
    if (rule && rule.allowInvalid === false && text !== '' && !satisfies(rule, typed)) {
      throw new Error(
        `There was a problem: the data you entered in cell ${a1(row, col)} violates the data validation rules set on this cell.`,
      );
    }
    store(cell, typed);
  }

  getName(): string {
    this.rec('getName');
    return this.name;
  }

  setName(name: string): GSheet {
    this.rec('setName');
    this.name = name;
    return this as unknown as GSheet;
  }

  /** The tab's name without logging a call (for the emulator itself). */
  get tabName(): string {
    return this.name;
  }

  getDataRange(): GRange {
    this.rec('getDataRange');
    return this.range(1, 1, Math.max(1, this.lastRow()), Math.max(1, this.lastColumn())) as unknown as GRange;
  }

  getRange(a: number | string, b?: number, c?: number, d?: number): GRange {
    this.rec('getRange');
    if (typeof a === 'string') {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(a);
      if (!m) throw new Error(`Exception: Range not found`);
      const r1 = Number(m[2]);
      const c1 = column(m[1]!);
      const r2 = m[4] ? Number(m[4]) : r1;
      const c2 = m[3] ? column(m[3]) : c1;
      return this.range(r1, c1, r2 - r1 + 1, c2 - c1 + 1) as unknown as GRange;
    }
    return this.range(a, b ?? 1, c ?? 1, d ?? 1) as unknown as GRange;
  }

  getLastRow(): number {
    this.rec('getLastRow');
    return this.lastRow();
  }

  getLastColumn(): number {
    this.rec('getLastColumn');
    return this.lastColumn();
  }

  getMaxRows(): number {
    this.rec('getMaxRows');
    return this.maxRows;
  }

  getMaxColumns(): number {
    this.rec('getMaxColumns');
    return this.maxColumns;
  }

  insertRowsAfter(after: number, howMany: number): GSheet {
    this.rec('insertRowsAfter');
    return this.insert('rows', after, howMany);
  }

  insertRowsBefore(before: number, howMany: number): GSheet {
    this.rec('insertRowsBefore');
    return this.insert('rows', before - 1, howMany);
  }

  insertColumnsAfter(after: number, howMany: number): GSheet {
    this.rec('insertColumnsAfter');
    return this.insert('columns', after, howMany);
  }

  insertColumnsBefore(before: number, howMany: number): GSheet {
    this.rec('insertColumnsBefore');
    return this.insert('columns', before - 1, howMany);
  }

  /** New rows or columns after `after`: empty, with no format and no validation (the harsher reading: nothing is inherited). */
  private insert(dim: 'rows' | 'columns', after: number, howMany: number): GSheet {
    const max = dim === 'rows' ? this.maxRows : this.maxColumns;
    if (!Number.isInteger(after) || after < 0 || after > max) throw new Error(OUTSIDE);
    if (!Number.isInteger(howMany) || howMany < 1)
      throw new Error(`Exception: The number of ${dim} to insert must be at least 1.`);
    const blank = (): StoredCell => ({ value: '' });
    if (dim === 'rows') {
      if (after < this.cells.length)
        this.cells.splice(after, 0, ...Array.from({ length: howMany }, () => [] as StoredCell[]));
      this.maxRows += howMany;
    } else {
      for (const r of this.cells) if (after < r.length) r.splice(after, 0, ...Array.from({ length: howMany }, blank));
      this.maxColumns += howMany;
    }
    this.checkCellLimit();
    return this as unknown as GSheet;
  }

  private checkCellLimit(): void {
    const total = this.spreadsheet.sheets.reduce((n, s) => n + s.maxRows * s.maxColumns, 0);
    if (total > 10_000_000)
      throw new Error(
        'Exception: This action would increase the number of cells in the workbook above the limit of 10000000 cells.',
      );
  }

  /** Appends a row below the last row with content; the grid grows when that row is its last. */
  appendRow(values: unknown[]): GSheet {
    this.rec('appendRow');
    const row = this.lastRow() + 1;
    if (row > this.maxRows) this.maxRows = row;
    if (values.length > this.maxColumns) this.maxColumns = values.length;
    values.forEach((v, j) => this.write(this.cell(row, j + 1), v));
    return this as unknown as GSheet;
  }

  /** A value written by a script into a cell (setValue(s), appendRow). */
  write(cell: StoredCell, v: unknown): void {
    if (typeof v === 'string' && v.length > CELL_CHARACTER_LIMIT)
      throw new Error(
        `Exception: Your input contains more than the maximum of ${CELL_CHARACTER_LIMIT} characters in a single cell.`,
      );
    store(cell, parseEntered(v, this.spreadsheet.locale, this.spreadsheet.timeZone, cell.numberFormat));
    this.spreadsheet.lockCheck(this.name);
  }

  clear(): GSheet {
    this.rec('clear');
    // Contents and formats go; data validation stays (Sheet.clear() documents contents and formats only).
    for (const r of this.cells)
      for (const c of r) {
        const v = c.validation;
        for (const k of Object.keys(c)) delete (c as unknown as Record<string, unknown>)[k];
        c.value = '';
        if (v) c.validation = v;
      }
    return this as unknown as GSheet;
  }

  clearContents(): GSheet {
    this.rec('clearContents');
    for (const r of this.cells) for (const c of r) ((c.value = ''), delete c.formula, delete c.date);
    return this as unknown as GSheet;
  }

  setFrozenRows(rows: number): void {
    this.rec('setFrozenRows');
    if (rows > this.maxRows) throw new Error(OUTSIDE);
    this.frozenRows = rows;
  }

  getFrozenRows(): number {
    this.rec('getFrozenRows');
    return this.frozenRows;
  }

  protect(): GoogleAppsScript.Spreadsheet.Protection {
    this.rec('protect');
    const p = { warningOnly: false, description: '' };
    this.protections.push(p);
    const api = {
      setWarningOnly: (w: boolean) => ((p.warningOnly = w), api),
      setDescription: (d: string) => ((p.description = d), api),
    };
    return api as unknown as GoogleAppsScript.Spreadsheet.Protection;
  }

  private checkColumns(start: number, n: number): void {
    if (!Number.isInteger(start) || start < 1 || start + n - 1 > this.maxColumns) throw new Error(OUTSIDE);
  }

  setColumnWidth(col: number, _width: number): GSheet {
    this.rec('setColumnWidth');
    this.checkColumns(col, 1);
    return this as unknown as GSheet;
  }

  setColumnWidths(start: number, n: number, _width: number): GSheet {
    this.rec('setColumnWidths');
    this.checkColumns(start, n);
    return this as unknown as GSheet;
  }

  autoResizeColumns(start: number, n: number): GSheet {
    this.rec('autoResizeColumns');
    this.checkColumns(start, n);
    return this as unknown as GSheet;
  }

  activate(): GSheet {
    this.rec('activate');
    this.spreadsheet.active = this;
    return this as unknown as GSheet;
  }

  getSheetId(): number {
    this.rec('getSheetId');
    return this.spreadsheet.sheets.indexOf(this);
  }
  /** EmbeddedChartBuilder: records what the add-on asks for; build() gives the chart object insertChart takes. */
  newChart(): GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder {
    this.rec('newChart');
    const chart: EmulatedChart = { type: 'UNSET', ranges: [], options: {}, headers: undefined, position: undefined };
    const log = this.log;
    const sheet = this;
    const b = {
      asLineChart: () => ((chart.type = 'LINE'), b),
      setChartType: (t: string) => ((chart.type = t), b),
      addRange: (r: FakeRange) => {
        if (!(r instanceof FakeRange)) throw new Error('Exception: Invalid argument: range');
        chart.ranges.push({ sheet: r.sheet.tabName, row: r.row, col: r.col, rows: r.rows, cols: r.cols });
        return b;
      },
      setPosition: (row: number, col: number, ox: number, oy: number) => ((chart.position = [row, col, ox, oy]), b),
      setOption: (k: string, v: unknown) => ((chart.options[k] = v), b),
      setNumHeaders: (n: number) => ((chart.headers = n), b),
      setTitle: (t: string) => ((chart.options['title'] = t), b),
      setXAxisTitle: (t: string) => ((chart.options['hAxis.title'] = t), b),
      setYAxisTitle: (t: string) => ((chart.options['vAxis.title'] = t), b),
      setLegendPosition: (p: unknown) => ((chart.options['legend.position'] = p), b),
      build: () => {
        log.record('EmbeddedChartBuilder.build');
        if (chart.ranges.length === 0) throw new Error('Exception: The chart has no data ranges.');
        if (!chart.position) throw new Error('Exception: The chart has no position.');
        if (chart.position[0] > sheet.maxRows || chart.position[1] > sheet.maxColumns) throw new Error(OUTSIDE);
        return { ...chart } as EmulatedChart;
      },
    };
    return b as unknown as GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;
  }

  insertChart(chart: unknown): void {
    this.rec('insertChart');
    this.charts.push(chart);
  }

  getCharts(): GoogleAppsScript.Spreadsheet.EmbeddedChart[] {
    this.rec('getCharts');
    return this.charts.slice() as GoogleAppsScript.Spreadsheet.EmbeddedChart[];
  }

  removeChart(chart: unknown): void {
    this.rec('removeChart');
    const i = this.charts.indexOf(chart);
    if (i < 0) throw new Error('Exception: The chart is not on this sheet.');
    this.charts.splice(i, 1);
  }
}

/** A chart as the emulator stores it. */
export interface EmulatedChart {
  type: string;
  ranges: { sheet: string; row: number; col: number; rows: number; cols: number }[];
  options: Record<string, unknown>;
  headers: number | undefined;
  position: [number, number, number, number] | undefined;
}

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
    readonly row: number,
    readonly col: number,
    readonly rows: number,
    readonly cols: number,
  ) {}

  private rec(method: string): void {
    this.sheet.log.record(`Range.${method}(${this.sheet.tabName})`);
  }

  private each(fn: (cell: StoredCell, r: number, c: number) => void): void {
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.cols; c++) fn(this.sheet.cell(this.row + r, this.col + c), r, c);
  }

  private grid<T>(fn: (row: number, col: number) => T): T[][] {
    const out: T[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: T[] = [];
      for (let c = 0; c < this.cols; c++) row.push(fn(this.row + r, this.col + c));
      out.push(row);
    }
    return out;
  }

  private checkShape(values: unknown[][], what: string): void {
    if (
      !Array.isArray(values) ||
      values.length !== this.rows ||
      values.some((r) => !Array.isArray(r) || r.length !== this.cols)
    ) {
      const h = Array.isArray(values) ? values.length : 0;
      const w = Array.isArray(values) && Array.isArray(values[0]) ? values[0].length : 0;
      throw new Error(
        `Exception: The number of rows in the data does not match the number of rows in the range. The data has ${h} rows (${w} columns) but the range has ${this.rows} (${this.cols}) [${what}].`,
      );
    }
  }

  getValues(): Value[][] {
    this.rec('getValues');
    return this.grid((r, c) => this.sheet.peek(r, c));
  }

  getValue(): Value {
    this.rec('getValue');
    return this.sheet.peek(this.row, this.col);
  }

  getDisplayValues(): string[][] {
    this.rec('getDisplayValues');
    return this.grid((r, c) => this.sheet.shown(r, c));
  }

  getDisplayValue(): string {
    this.rec('getDisplayValue');
    return this.sheet.shown(this.row, this.col);
  }

  setValues(values: unknown[][]): GRange {
    this.rec('setValues');
    this.checkShape(values, 'setValues');
    this.each((cell, r, c) => this.sheet.write(cell, values[r]![c]));
    return this as unknown as GRange;
  }

  setValue(value: unknown): GRange {
    this.rec('setValue');
    this.each((cell) => this.sheet.write(cell, value));
    return this as unknown as GRange;
  }

  setFormula(formula: string): GRange {
    this.rec('setFormula');
    this.sheet.spreadsheet.checkFormula(formula);
    const cell = this.sheet.cell(this.row, this.col);
    cell.formula = formula;
    cell.value = '#FORMULA';
    delete cell.date;
    return this as unknown as GRange;
  }

  getFormulas(): string[][] {
    this.rec('getFormulas');
    return this.grid((r, c) => this.sheet.cells[r - 1]?.[c - 1]?.formula ?? '');
  }

  private static checkFormat(format: string): void {
    if (!validNumberFormat(format)) throw new Error(`Exception: Invalid number format pattern: ${String(format)}`);
  }

  setNumberFormats(formats: string[][]): GRange {
    this.rec('setNumberFormats');
    this.checkShape(formats, 'setNumberFormats');
    for (const row of formats) for (const f of row) FakeRange.checkFormat(f);
    this.each((cell, r, c) => (cell.numberFormat = formats[r]![c]!));
    return this as unknown as GRange;
  }

  setNumberFormat(format: string): GRange {
    this.rec('setNumberFormat');
    FakeRange.checkFormat(format);
    this.each((cell) => (cell.numberFormat = format));
    return this as unknown as GRange;
  }

  getNumberFormats(): string[][] {
    this.rec('getNumberFormats');
    return this.grid((r, c) => this.sheet.cells[r - 1]?.[c - 1]?.numberFormat ?? '');
  }

  setFontWeight(weight: string | null): GRange {
    this.rec('setFontWeight');
    this.each((cell) => (cell.bold = weight === 'bold'));
    return this as unknown as GRange;
  }

  setFontSize(size: number): GRange {
    this.rec('setFontSize');
    this.each((cell) => (cell.fontSize = size));
    return this as unknown as GRange;
  }

  setBackground(_color: string | null): GRange {
    this.rec('setBackground');
    return this as unknown as GRange;
  }

  setHorizontalAlignment(_a: string | null): GRange {
    this.rec('setHorizontalAlignment');
    return this as unknown as GRange;
  }

  setWrap(_w: boolean): GRange {
    this.rec('setWrap');
    return this as unknown as GRange;
  }

  /** The rule covers exactly this range's cells (rows inserted later have none). */
  setDataValidation(rule: unknown): GRange {
    this.rec('setDataValidation');
    this.sheet.validations.push({ a1: `${this.row},${this.col},${this.rows},${this.cols}`, rule });
    this.each((cell) => {
      if (rule === null) delete cell.validation;
      else cell.validation = rule as Rule;
    });
    return this as unknown as GRange;
  }

  setDataValidations(rules: (unknown | null)[][]): GRange {
    this.rec('setDataValidations');
    this.checkShape(rules, 'setDataValidations');
    this.each((cell, r, c) => {
      const rule = rules[r]![c];
      if (rule === null || rule === undefined) delete cell.validation;
      else cell.validation = rule as Rule;
    });
    return this as unknown as GRange;
  }

  getDataValidations(): (GoogleAppsScript.Spreadsheet.DataValidation | null)[][] {
    this.rec('getDataValidations');
    return this.grid(
      (r, c) =>
        (this.sheet.cells[r - 1]?.[c - 1]?.validation ?? null) as GoogleAppsScript.Spreadsheet.DataValidation | null,
    );
  }

  setNote(_note: string | null): GRange {
    this.rec('setNote');
    return this as unknown as GRange;
  }

  clearContent(): GRange {
    this.rec('clearContent');
    // Contents go; number formats and data validation stay (Range.clearContent documents contents only). A write.
    this.each((cell) => ((cell.value = ''), delete cell.formula, delete cell.date));
    this.sheet.spreadsheet.lockCheck(this.sheet.tabName);
    return this as unknown as GRange;
  }

  getNumRows(): number {
    return this.rows;
  }

  getNumColumns(): number {
    return this.cols;
  }

  getRow(): number {
    return this.row;
  }

  getColumn(): number {
    return this.col;
  }

  getSheet(): GSheet {
    return this.sheet as unknown as GSheet;
  }
}

/** Whether a typed value passes a rule (a list: one of its items; a range: one of its cells' texts; a number between). */
function satisfies(rule: Rule, typed: Typed): boolean {
  const text = String(typed.value);
  if (rule.list) return rule.list.includes(text);
  if (rule.range) {
    const r = rule.range;
    for (let i = 0; i < r.rows; i++)
      for (let j = 0; j < r.cols; j++) if (r.sheet.shown(r.row + i, r.col + j) === text && text !== '') return true;
    return false;
  }
  if (rule.between)
    return typeof typed.value === 'number' && typed.value >= rule.between[0] && typed.value <= rule.between[1];
  return true;
}

function column(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
}

/** A range a formula reads: `Tab!A:F`, `'Live stand'!A2:C9`, `Tab!B3`; rows absent for whole columns. */
export interface FormulaRange {
  readonly text: string;
  readonly tab: string;
  readonly fromCol: number;
  readonly toCol: number;
  readonly fromRow?: number;
  readonly toRow?: number;
}

/** Every range with a tab name in a formula (the add-on's formulas name their tabs). */
export function formulaRanges(formula: string): FormulaRange[] {
  const re = /(?:'((?:[^']|'')+)'|([A-Za-z_][A-Za-z0-9_.]*))!\$?([A-Z]+)\$?(\d*)(?::\$?([A-Z]+)\$?(\d*))?/g;
  return [...formula.matchAll(re)].map((m) => {
    const fromRow = m[4] ? Number(m[4]) : undefined;
    const toRow = m[6] ? Number(m[6]) : m[5] === undefined ? fromRow : undefined;
    return {
      text: m[0],
      tab: m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]!,
      fromCol: column(m[3]!),
      toCol: column(m[5] ?? m[3]!),
      ...(fromRow !== undefined ? { fromRow } : {}),
      ...(toRow !== undefined ? { toRow } : {}),
    };
  });
}

function a1(row: number, col: number): string {
  let s = '';
  for (let c = col; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return `${s}${row}`;
}

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  active: FakeSheet | undefined;
  /** The cell the user has selected (test setup). */
  current: { sheet: FakeSheet; row: number; col: number } | undefined;
  toasts: { message: string; title: string }[] = [];
  /** Called on every write into a cell (the lock model checks the writer holds the document lock). */
  onWrite: ((tab: string) => void) | undefined;

  constructor(
    readonly log: CallLog,
    public locale = 'nl_NL',
    /** The spreadsheet's time zone (File → Settings); tests keep it different from the script's. */
    public timeZone = 'America/New_York',
  ) {}

  private rec(method: string, detail = ''): void {
    this.log.record(`Spreadsheet.${method}${detail ? `(${detail})` : ''}`);
  }

  lockCheck(tab: string): void {
    this.onWrite?.(tab);
  }

  /**
   * Test setup: a tab with values, sized exactly to them (as an imported file's
   * tab is). A Date is a date or time as the cell shows it (read on the test's
   * clock); strings are stored as text. No call is logged.
   */
  addTab(name: string, rows: Value[][]): FakeSheet {
    const width = Math.max(1, ...rows.map((r) => r.length));
    const sheet = new FakeSheet(name, this.log, this, Math.max(1, rows.length), width);
    rows.forEach((r, i) =>
      r.forEach((v, j) => {
        const cell = sheet.cell(i + 1, j + 1);
        if (isDate(v)) {
          cell.value = localDateToSerial(v);
          cell.date = v.getFullYear() === 1899 && v.getMonth() === 11 && v.getDate() === 30 ? 'time' : 'datetime';
        } else cell.value = v === null || v === undefined ? '' : v;
      }),
    );
    this.sheets.push(sheet);
    return sheet;
  }

  /** Test setup: a tab the user typed, each string parsed as Sheets parses typed input (numbers, dates, times in the locale). */
  addTypedTab(name: string, rows: (string | number)[][]): FakeSheet {
    const width = Math.max(1, ...rows.map((r) => r.length));
    const sheet = new FakeSheet(name, this.log, this, Math.max(1, rows.length), width);
    this.sheets.push(sheet);
    rows.forEach((r, i) =>
      r.forEach((v, j) => (typeof v === 'number' ? (sheet.cell(i + 1, j + 1).value = v) : sheet.type(i + 1, j + 1, v))),
    );
    return sheet;
  }

  tab(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.tabName === name);
  }

  /**
   * Refuses a formula that reads a tab that does not exist or a range past its
   * grid. Google's pages say what a range is (rows and columns of the sheet's
   * grid: reference/spreadsheet/sheet `getRange`, Sheets API `GridRange`) and
   * nothing of a formula reading columns the grid does not have; Sheets may
   * answer `#REF!` there. The strict reading: such a formula is broken, so the
   * add-on must grow the tab first (`insertColumnsAfter`) or read less.
   */
  checkFormula(formula: string): void {
    for (const r of formulaRanges(formula)) {
      const sheet = this.tab(r.tab);
      if (!sheet)
        throw new Error(`Emulator: the formula ${formula} reads ${r.text}, but there is no tab ${r.tab} (#REF!)`);
      const rows = r.toRow ?? r.fromRow ?? 0;
      if (r.toCol > sheet.maxColumns || rows > sheet.maxRows)
        throw new Error(
          `Emulator: the formula ${formula} reads ${r.text}, past the grid of ${r.tab} ` +
            `(${sheet.maxRows} rows × ${sheet.maxColumns} columns): #REF! on the strict reading`,
        );
    }
  }

  getSheets(): GSheet[] {
    this.rec('getSheets');
    return this.sheets.slice() as unknown as GSheet[];
  }

  getSheetByName(name: string): GSheet | null {
    this.rec('getSheetByName', name);
    return (this.tab(name) ?? null) as unknown as GSheet | null;
  }

  /** A new sheet of 1000 rows × 26 columns (A–Z), as Sheets makes one. */
  insertSheet(name?: string): GSheet {
    this.rec('insertSheet', name ?? '');
    const n = name ?? `Blad${this.sheets.length + 1}`;
    if (this.sheets.some((s) => s.tabName.toLowerCase() === n.toLowerCase())) {
      throw new Error(`Exception: A sheet with the name "${n}" already exists. Please enter another name.`);
    }
    const sheet = new FakeSheet(n, this.log, this);
    this.sheets.push(sheet);
    return sheet as unknown as GSheet;
  }

  deleteSheet(sheet: GSheet): void {
    this.rec('deleteSheet');
    const i = this.sheets.indexOf(sheet as unknown as FakeSheet);
    if (i >= 0) this.sheets.splice(i, 1);
  }

  getSpreadsheetLocale(): string {
    this.rec('getSpreadsheetLocale');
    return this.locale;
  }

  getId(): string {
    this.rec('getId');
    return 'emulated-spreadsheet';
  }

  getName(): string {
    this.rec('getName');
    return 'Competitie';
  }

  getSpreadsheetTimeZone(): string {
    this.rec('getSpreadsheetTimeZone');
    return this.timeZone;
  }

  toast(message: string, title?: string, _timeout?: number): void {
    this.rec('toast');
    this.toasts.push({ message, title: title ?? '' });
  }

  getCurrentCell(): GRange | null {
    this.rec('getCurrentCell');
    const c = this.current;
    return c ? (c.sheet.range(c.row, c.col, 1, 1) as unknown as GRange) : null;
  }

  getActiveSheet(): GSheet {
    this.rec('getActiveSheet');
    return (this.active ?? this.sheets[0]) as unknown as GSheet;
  }

  setActiveSheet(sheet: GSheet): GSheet {
    this.rec('setActiveSheet');
    this.active = sheet as unknown as FakeSheet;
    return sheet;
  }
}
