/**
 * A small emulator of the parts of SpreadsheetApp the add-on uses, with the
 * semantics that matter: 1-based ranges, '' for empty cells, setValues
 * parsing strings the way Sheets does (a leading apostrophe keeps text
 * literal; '=' makes a formula; numeric text becomes a number), dimension
 * checks, duplicate-name checks, and a log of every service call.
 *
 * Method signatures follow @types/google-apps-script (chaining methods return
 * the emulated object cast to the Apps Script type).
 */
import { CallLog } from './calls';

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
export type Value = string | number | boolean | Date;

export interface StoredCell {
  value: Value;
  /** Set when a string starting with '=' was written: Sheets would evaluate it. */
  formula?: string;
  numberFormat?: string;
  bold?: boolean;
  fontSize?: number;
}

/** What Sheets does with a value written by setValue(s). */
export function parseEntered(v: unknown): StoredCell {
  if (v === null || v === undefined) return { value: '' };
  if (typeof v === 'string') {
    if (v.startsWith("'")) return { value: v.slice(1) };
    if (v.startsWith('=') && v.length > 1) return { value: '#FORMULA', formula: v };
    const t = v.trim();
    if (/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(t)) return { value: Number(t) };
    if (/^(true|false)$/i.test(t)) return { value: t.toLowerCase() === 'true' };
    if (/^\d{1,2}-\d{1,2}-\d{4}$/.test(t)) {
      const [d, m, y] = t.split('-').map(Number);
      return { value: new Date(y!, m! - 1, d!) };
    }
    return { value: v };
  }
  if (typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return { value: v };
  if (Object.prototype.toString.call(v) === '[object Date]') return { value: v as Date };
  throw new Error(`Exception: The parameters (${typeof v}) don't match the method signature`);
}

export class FakeSheet {
  cells: StoredCell[][] = [];
  frozenRows = 0;
  protections: { warningOnly: boolean; description: string }[] = [];
  validations: { a1: string; rule: unknown }[] = [];
  charts: unknown[] = [];

  constructor(
    private name: string,
    readonly log: CallLog,
    readonly spreadsheet: FakeSpreadsheet,
  ) {}

  private rec(method: string, detail = this.name): void {
    this.log.record(`Sheet.${method}(${detail})`);
  }

  cell(row: number, col: number): StoredCell {
    while (this.cells.length < row) this.cells.push([]);
    const r = this.cells[row - 1]!;
    while (r.length < col) r.push({ value: '' });
    return r[col - 1]!;
  }

  peek(row: number, col: number): Value {
    return this.cells[row - 1]?.[col - 1]?.value ?? '';
  }

  lastRow(): number {
    for (let r = this.cells.length; r > 0; r--) if (this.cells[r - 1]!.some((c) => c.value !== '' || c.formula)) return r;
    return 0;
  }

  lastColumn(): number {
    let max = 0;
    for (const r of this.cells) for (let c = r.length; c > max; c--) if (r[c - 1]!.value !== '' || r[c - 1]!.formula) max = c;
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
    return new FakeRange(this, 1, 1, Math.max(1, this.lastRow()), Math.max(1, this.lastColumn())) as unknown as GRange;
  }

  getRange(a: number | string, b?: number, c?: number, d?: number): GRange {
    this.rec('getRange');
    if (typeof a === 'string') {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(a);
      if (!m) throw new Error(`Exception: Range not found: ${a}`);
      const col = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
      const r1 = Number(m[2]);
      const c1 = col(m[1]!);
      const r2 = m[4] ? Number(m[4]) : r1;
      const c2 = m[3] ? col(m[3]) : c1;
      return new FakeRange(this, r1, c1, r2 - r1 + 1, c2 - c1 + 1) as unknown as GRange;
    }
    if (!Number.isInteger(a) || a < 1 || (b !== undefined && b < 1)) throw new Error('Exception: The coordinates of the range are outside the dimensions of the sheet.');
    return new FakeRange(this, a, b ?? 1, c ?? 1, d ?? 1) as unknown as GRange;
  }

  getLastRow(): number {
    this.rec('getLastRow');
    return this.lastRow();
  }

  /** A new sheet has 1000 rows, as in Sheets; writing below them grows the grid. */
  getMaxRows(): number {
    this.rec('getMaxRows');
    return Math.max(1000, this.cells.length);
  }

  getLastColumn(): number {
    this.rec('getLastColumn');
    return this.lastColumn();
  }

  clear(): GSheet {
    this.rec('clear');
    this.cells = [];
    return this as unknown as GSheet;
  }

  clearContents(): GSheet {
    this.rec('clearContents');
    for (const r of this.cells) for (const c of r) (c.value = ''), delete c.formula;
    return this as unknown as GSheet;
  }

  setFrozenRows(rows: number): void {
    this.rec('setFrozenRows');
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

  setColumnWidth(_col: number, _width: number): GSheet {
    this.rec('setColumnWidth');
    return this as unknown as GSheet;
  }

  setColumnWidths(_start: number, _n: number, _width: number): GSheet {
    this.rec('setColumnWidths');
    return this as unknown as GSheet;
  }

  autoResizeColumns(_start: number, _n: number): GSheet {
    this.rec('autoResizeColumns');
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
    for (let r = 0; r < this.rows; r++) for (let c = 0; c < this.cols; c++) fn(this.sheet.cell(this.row + r, this.col + c), r, c);
  }

  private checkShape(values: unknown[][], what: string): void {
    if (!Array.isArray(values) || values.length !== this.rows || values.some((r) => !Array.isArray(r) || r.length !== this.cols)) {
      const h = Array.isArray(values) ? values.length : 0;
      const w = Array.isArray(values) && Array.isArray(values[0]) ? values[0].length : 0;
      throw new Error(`Exception: The number of rows in the data does not match the number of rows in the range. The data has ${h} rows (${w} columns) but the range has ${this.rows} (${this.cols}) [${what}].`);
    }
  }

  getValues(): Value[][] {
    this.rec('getValues');
    const out: Value[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: Value[] = [];
      for (let c = 0; c < this.cols; c++) row.push(this.sheet.peek(this.row + r, this.col + c));
      out.push(row);
    }
    return out;
  }

  getValue(): Value {
    this.rec('getValue');
    return this.sheet.peek(this.row, this.col);
  }

  getDisplayValues(): string[][] {
    this.rec('getDisplayValues');
    return this.getValuesSilently().map((r) => r.map((v) => String(v)));
  }

  getDisplayValue(): string {
    this.rec('getDisplayValue');
    return String(this.sheet.peek(this.row, this.col));
  }

  private getValuesSilently(): Value[][] {
    const out: Value[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: Value[] = [];
      for (let c = 0; c < this.cols; c++) row.push(this.sheet.peek(this.row + r, this.col + c));
      out.push(row);
    }
    return out;
  }

  setValues(values: unknown[][]): GRange {
    this.rec('setValues');
    this.checkShape(values, 'setValues');
    this.each((cell, r, c) => {
      const parsed = parseEntered(values[r]![c]);
      cell.value = parsed.value;
      if (parsed.formula) cell.formula = parsed.formula;
      else delete cell.formula;
    });
    return this as unknown as GRange;
  }

  setValue(value: unknown): GRange {
    this.rec('setValue');
    const parsed = parseEntered(value);
    const cell = this.sheet.cell(this.row, this.col);
    cell.value = parsed.value;
    if (parsed.formula) cell.formula = parsed.formula;
    else delete cell.formula;
    return this as unknown as GRange;
  }

  setFormula(formula: string): GRange {
    this.rec('setFormula');
    const cell = this.sheet.cell(this.row, this.col);
    cell.formula = formula;
    cell.value = '#FORMULA';
    return this as unknown as GRange;
  }

  getFormulas(): string[][] {
    this.rec('getFormulas');
    const out: string[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: string[] = [];
      for (let c = 0; c < this.cols; c++) row.push(this.sheet.cells[this.row + r - 1]?.[this.col + c - 1]?.formula ?? '');
      out.push(row);
    }
    return out;
  }

  setNumberFormats(formats: string[][]): GRange {
    this.rec('setNumberFormats');
    this.checkShape(formats, 'setNumberFormats');
    this.each((cell, r, c) => (cell.numberFormat = formats[r]![c]!));
    return this as unknown as GRange;
  }

  setNumberFormat(format: string): GRange {
    this.rec('setNumberFormat');
    this.each((cell) => (cell.numberFormat = format));
    return this as unknown as GRange;
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

  setDataValidation(rule: unknown): GRange {
    this.rec('setDataValidation');
    this.sheet.validations.push({ a1: `${this.row},${this.col},${this.rows},${this.cols}`, rule });
    return this as unknown as GRange;
  }

  setNote(_note: string | null): GRange {
    this.rec('setNote');
    return this as unknown as GRange;
  }

  clearContent(): GRange {
    this.rec('clearContent');
    this.each((cell) => ((cell.value = ''), delete cell.formula));
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
}

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  active: FakeSheet | undefined;
  /** The cell the user has selected (test setup). */
  current: { sheet: FakeSheet; row: number; col: number } | undefined;
  toasts: { message: string; title: string }[] = [];

  constructor(
    readonly log: CallLog,
    public locale = 'nl_NL',
  ) {}

  private rec(method: string, detail = ''): void {
    this.log.record(`Spreadsheet.${method}${detail ? `(${detail})` : ''}`);
  }

  /** Test setup: a tab with values (no call is logged). */
  addTab(name: string, rows: Value[][]): FakeSheet {
    const sheet = new FakeSheet(name, this.log, this);
    rows.forEach((r, i) => r.forEach((v, j) => (sheet.cell(i + 1, j + 1).value = v === null || v === undefined ? '' : v)));
    this.sheets.push(sheet);
    return sheet;
  }

  tab(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.tabName === name);
  }

  getSheets(): GSheet[] {
    this.rec('getSheets');
    return this.sheets.slice() as unknown as GSheet[];
  }

  getSheetByName(name: string): GSheet | null {
    this.rec('getSheetByName', name);
    return (this.tab(name) ?? null) as unknown as GSheet | null;
  }

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
    return 'Europe/Amsterdam';
  }

  toast(message: string, title?: string, _timeout?: number): void {
    this.rec('toast');
    this.toasts.push({ message, title: title ?? '' });
  }

  getCurrentCell(): GRange | null {
    this.rec('getCurrentCell');
    const c = this.current;
    return c ? (new FakeRange(c.sheet, c.row, c.col, 1, 1) as unknown as GRange) : null;
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
