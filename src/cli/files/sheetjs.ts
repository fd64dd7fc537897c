/** .ods files through SheetJS (@e965/xlsx, the npm mirror of SheetJS 0.20.3). */
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Cell } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import { rectangular } from '../../workbook/workbook';
import type { Commit } from './commit';
import { Change, FileWorkbook, Saver } from './fileWorkbook';

function sheetRows(ws: XLSX.WorkSheet): Cell[][] {
  return XLSX.utils.sheet_to_json<Cell[]>(ws, { header: 1, raw: true, defval: null, blankrows: true }) as Cell[][];
}

function toSheet(rows: readonly (readonly Cell[])[]): XLSX.WorkSheet {
  // Strings stay strings (type 's'): SheetJS never turns them into formulas.
  return XLSX.utils.aoa_to_sheet(rectangular(rows).map((r) => r.map((c) => (c === undefined ? null : c))));
}

export function openOds(path: string): FileWorkbook {
  const wb = XLSX.read(readFileSync(path), { type: 'buffer', cellDates: true, cellFormula: false });
  const tabs = new Map<string, Cell[][]>();
  for (const name of wb.SheetNames) tabs.set(name, sheetRows(wb.Sheets[name]!));
  return new FileWorkbook(path, 'ods', new MemoryWorkbook(tabs), new OdsSaver(wb));
}

/** A new, empty .ods workbook (for saving into another kind of file). */
export function emptyOds(path: string): FileWorkbook {
  return new FileWorkbook(path, 'ods', new MemoryWorkbook(), new OdsSaver(XLSX.utils.book_new()));
}

class OdsSaver implements Saver {
  constructor(private readonly wb: XLSX.WorkBook) {}

  async save(target: string, memory: MemoryWorkbook, changes: readonly Change[], commit: Commit): Promise<void> {
    for (const tab of new Set(changes.map((c) => c.tab))) {
      const ws = toSheet(memory.read(tab) ?? []);
      if (this.wb.Sheets[tab]) this.wb.Sheets[tab] = ws;
      else XLSX.utils.book_append_sheet(this.wb, ws, tab);
    }
    commit.stage(target, XLSX.write(this.wb, { type: 'buffer', bookType: 'ods' }) as Buffer);
  }
}
