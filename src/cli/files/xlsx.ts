/** .xlsx files through exceljs, which keeps the formatting, validation and frozen rows of the user's tabs. */
import { renameSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Cell } from '../../core/cell';
import { isEmptyRow } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import { NUMBER_FORMATS, OutputTab, rectangular } from '../../workbook/workbook';
import { Change, FileWorkbook, Saver } from './fileWorkbook';

/** An exceljs cell value as a plain Cell (formulas give their cached result). */
export function fromExcel(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v;
  const o = v as unknown as Record<string, unknown>;
  if ('richText' in o && Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((t) => t.text).join('');
  if ('formula' in o || 'sharedFormula' in o) return fromExcel((o.result ?? null) as ExcelJS.CellValue);
  if ('hyperlink' in o && 'text' in o) return fromExcel(o.text as ExcelJS.CellValue);
  if ('error' in o) return String(o.error);
  return String(v);
}

function sheetRows(ws: ExcelJS.Worksheet): Cell[][] {
  const rows: Cell[][] = [];
  const width = ws.columnCount;
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= width; c++) cells.push(fromExcel(row.getCell(c).value));
    rows[n - 1] = cells;
  });
  for (let i = 0; i < rows.length; i++) if (!rows[i]) rows[i] = new Array<Cell>(width).fill(null);
  return rows;
}

export async function openXlsx(path: string): Promise<FileWorkbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const tabs = new Map<string, Cell[][]>();
  wb.eachSheet((ws) => tabs.set(ws.name, sheetRows(ws)));
  return new FileWorkbook(path, 'xlsx', new MemoryWorkbook(tabs), new XlsxSaver(wb));
}

/** A new, empty .xlsx workbook (for saving into another kind of file). */
export function emptyXlsx(path: string): FileWorkbook {
  return new FileWorkbook(path, 'xlsx', new MemoryWorkbook(), new XlsxSaver(new ExcelJS.Workbook()));
}

function toExcel(cell: Cell): ExcelJS.CellValue {
  if (cell === undefined || cell === '') return null;
  return cell as ExcelJS.CellValue;
}

/** Writes an output tab with its presentation: bold frozen header, number formats, title size, widths. */
export function writeOutputSheet(ws: ExcelJS.Worksheet, tab: OutputTab): void {
  const rows = rectangular(tab.rows);
  rows.forEach((r, i) => {
    const row = ws.getRow(i + 1);
    r.forEach((c, j) => {
      const cell = row.getCell(j + 1);
      cell.value = toExcel(c);
      if (tab.headerRow !== undefined && i + 1 > tab.headerRow && tab.columnKinds?.[j]) cell.numFmt = NUMBER_FORMATS[tab.columnKinds[j]!];
      if (tab.largePrint) cell.font = { size: 24, bold: i + 1 === tab.headerRow };
    });
  });
  if (tab.headerRow !== undefined) {
    ws.getRow(tab.headerRow).font = { bold: true, ...(tab.largePrint ? { size: 24 } : {}) };
    if (tab.freezeHeader !== false) ws.views = [{ state: 'frozen', ySplit: tab.headerRow }];
  }
  for (const t of tab.titleRows ?? []) ws.getCell(t, 1).font = { bold: true, size: 14 };
  const width = rows[0]?.length ?? 0;
  for (let c = 0; c < width; c++) {
    const longest = rows.reduce((m, r, i) => ((tab.titleRows ?? []).includes(i + 1) ? m : Math.max(m, String(r[c] ?? '').length)), 4);
    ws.getColumn(c + 1).width = Math.min(60, longest + 2) * (tab.largePrint ? 2 : 1);
  }
}

class XlsxSaver implements Saver {
  constructor(private readonly wb: ExcelJS.Workbook) {}

  async save(target: string, _memory: MemoryWorkbook, changes: readonly Change[]): Promise<void> {
    for (const change of changes) {
      if (change.kind === 'write') {
        const old = this.wb.getWorksheet(change.tab);
        const order = old ? (old as unknown as { orderNo: number }).orderNo : undefined;
        if (old) this.wb.removeWorksheet(old.id);
        const ws = this.wb.addWorksheet(change.tab);
        if (order !== undefined) (ws as unknown as { orderNo: number }).orderNo = order;
        writeOutputSheet(ws, change.output);
      } else if (change.kind === 'edit') {
        // Only the cells edited: the tab keeps its formatting and every other cell.
        const ws = this.wb.getWorksheet(change.tab);
        if (!ws) throw new Error(`no tab ${change.tab}`);
        for (const e of change.edits) ws.getCell(e.row, e.col).value = toExcel(e.value);
      } else {
        let ws = this.wb.getWorksheet(change.tab);
        if (!ws) {
          ws = this.wb.addWorksheet(change.tab);
          ws.addRow(change.append.header.map(toExcel));
          ws.getRow(1).font = { bold: true };
          ws.views = [{ state: 'frozen', ySplit: 1 }];
        }
        let last = ws.rowCount;
        while (last > 0 && isEmptyRow(((ws.getRow(last).values as ExcelJS.CellValue[]) ?? []).slice(1).map(fromExcel))) last--;
        change.append.rows.forEach((r, i) => {
          const row = ws!.getRow(last + 1 + i);
          r.forEach((c, j) => (row.getCell(j + 1).value = toExcel(c)));
        });
      }
    }
    const tmp = `${target}.tmp-${process.pid}.xlsx`;
    await this.wb.xlsx.writeFile(tmp);
    renameSync(tmp, target);
  }
}
