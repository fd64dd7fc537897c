/** .ods files and CSV folders through SheetJS (@e965/xlsx, the npm mirror of SheetJS 0.20.3). */
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Cell } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import { rectangular } from '../../workbook/workbook';
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

  async save(target: string, memory: MemoryWorkbook, changes: readonly Change[]): Promise<void> {
    for (const tab of new Set(changes.map((c) => c.tab))) {
      const ws = toSheet(memory.read(tab) ?? []);
      if (this.wb.Sheets[tab]) this.wb.Sheets[tab] = ws;
      else XLSX.utils.book_append_sheet(this.wb, ws, tab);
    }
    const tmp = `${target}.tmp-${process.pid}.ods`;
    XLSX.writeFile(this.wb, tmp, { bookType: 'ods' });
    renameSync(tmp, target);
  }
}

/** Parses CSV text into rows of strings (quotes, commas or semicolons, CRLF). */
export function parseCsv(text: string): Cell[][] {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  // Dutch Excel writes ';'-separated CSV; use it when the header has ';' and no ','.
  const FS = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const wb = XLSX.read(clean, { type: 'string', raw: true, FS, dense: true });
  const ws = wb.Sheets[wb.SheetNames[0]!]!;
  return (XLSX.utils.sheet_to_json<Cell[]>(ws, { header: 1, raw: false, rawNumbers: false, defval: null, blankrows: true }) as Cell[][]).map((r) =>
    r.map((c) => (c === null ? null : String(c))),
  );
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const quote = (c: Cell): string => {
    if (c === null || c === undefined) return '';
    const s = c instanceof Date ? c.toISOString().slice(0, 10) : String(c);
    return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(quote).join(',')).join('\n') + '\n';
}

export function openCsvFolder(dir: string): FileWorkbook {
  const tabs = new Map<string, Cell[][]>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.csv')).sort()) {
      tabs.set(basename(file, file.slice(-4)), parseCsv(readFileSync(join(dir, file), 'utf8')));
    }
  }
  return new FileWorkbook(dir, 'csv', new MemoryWorkbook(tabs), new CsvSaver(dir));
}

class CsvSaver implements Saver {
  constructor(private readonly source: string) {}

  async save(target: string, memory: MemoryWorkbook, changes: readonly Change[]): Promise<void> {
    mkdirSync(target, { recursive: true });
    if (target !== this.source) {
      // Saving elsewhere: the whole workbook goes there.
      for (const tab of memory.tabNames()) writeAtomic(join(target, `${tab}.csv`), toCsv(memory.read(tab) ?? []));
      return;
    }
    for (const change of changes) {
      const file = join(target, `${change.tab}.csv`);
      if (change.kind === 'write' || change.created) {
        writeAtomic(file, toCsv(memory.read(change.tab) ?? []));
      } else {
        // Append the new lines only: the rows the user typed stay byte for byte.
        const existing = readFileSync(file, 'utf8');
        const lead = existing.length > 0 && !existing.endsWith('\n') ? '\n' : '';
        appendFileSync(file, lead + toCsv(change.append.rows));
      }
    }
  }
}

function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, text, 'utf8');
  renameSync(tmp, file);
}
