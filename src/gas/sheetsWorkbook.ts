/**
 * The Workbook interface backed by Google Sheets. Each tab is read with one
 * getValues() and written with one setValues() (plus a constant number of
 * formatting calls), whatever its size.
 *
 * Text is written as text: every string goes in with a leading apostrophe (the
 * quote prefix), so a name like `=IMPORTXML(...)`, `+31 6 ...` or `1-0` stays
 * literally what was typed and never becomes a formula, number or date.
 */
import type { Cell } from '../core/cell';
import { Append, CellEdit, ColumnKind, OutputTab, Workbook, findTab, rectangular } from '../workbook/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const NUMBER_FORMATS: Record<ColumnKind, string> = {
  text: '@',
  integer: '0',
  decimal1: '0.0',
  decimal2: '0.00',
  number: '0.##',
};

/** A value as it must be handed to setValues so that it is stored literally. */
export function literal(cell: Cell): string | number | boolean | Date {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell === '' ? '' : `'${cell}`;
  return cell;
}

export class SheetsWorkbook implements Workbook {
  /** Tabs by name, read once (getSheets + one getName each). */
  private sheets: Map<string, Sheet> | undefined;

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
    const sheet = this.sheetNamed(tab);
    if (!sheet) return undefined;
    return sheet.getDataRange().getValues() as Cell[][];
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
      sheet.setFrozenRows(tab.headerRow);
    }
    for (const t of tab.titleRows ?? []) sheet.getRange(t, 1).setFontWeight('bold').setFontSize(14);
    if (tab.largePrint) range.setFontSize(24);
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
      return;
    }
    // The last row with content (getLastRow counts formatted empty rows too, so check the values we already have).
    const start = sheet.getLastRow() + 1;
    const rows = rectangular(append.rows);
    sheet.getRange(start, 1, rows.length, rows[0]!.length).setValues(rows.map((r) => r.map(literal)));
  }

  /** One setValue per edited cell (the sidebar edits one or three cells at a time). */
  edit(edits: readonly CellEdit[]): void {
    for (const e of edits) {
      const sheet = this.sheetNamed(e.tab);
      if (!sheet) throw new Error(`no tab ${e.tab}`);
      sheet.getRange(e.row, e.col).setValue(literal(e.value));
    }
  }
}
