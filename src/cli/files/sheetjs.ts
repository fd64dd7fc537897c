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

/** How a CSV file separates its fields and lines: kept per file, so that what is written back matches what was typed. */
export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly newline: '\n' | '\r\n';
}

export const DEFAULT_CSV_DIALECT: CsvDialect = { separator: ',', newline: '\n' };

/** The dialect of CSV text: Dutch Excel writes ';'-separated CSV, so ';' when the header has ';' and no ','. */
export function csvDialect(text: string): CsvDialect {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  return {
    separator: firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',',
    newline: /\r\n/.test(clean.slice(0, firstLine.length + 2)) ? '\r\n' : '\n',
  };
}

/** Parses CSV text into rows of strings (quotes, commas or semicolons, CRLF). */
export function parseCsv(text: string): Cell[][] {
  const clean = text.replace(/^\uFEFF/, '');
  const wb = XLSX.read(clean, { type: 'string', raw: true, FS: csvDialect(clean).separator, dense: true });
  const ws = wb.Sheets[wb.SheetNames[0]!]!;
  return (XLSX.utils.sheet_to_json<Cell[]>(ws, { header: 1, raw: false, rawNumbers: false, defval: null, blankrows: true }) as Cell[][]).map((r) =>
    r.map((c) => (c === null ? null : String(c))),
  );
}

/** Rows as CSV text in a dialect (default: ',' and '\n'), every line ended. */
export function toCsv(rows: readonly (readonly Cell[])[], dialect: CsvDialect = DEFAULT_CSV_DIALECT): string {
  const { separator, newline } = dialect;
  const quote = (c: Cell): string => {
    if (c === null || c === undefined) return '';
    const s = c instanceof Date ? c.toISOString().slice(0, 10) : String(c);
    return /["\r\n]/.test(s) || s.includes(separator) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(quote).join(separator)).join(newline) + newline;
}

export function openCsvFolder(dir: string): FileWorkbook {
  const tabs = new Map<string, Cell[][]>();
  const dialects = new Map<string, CsvDialect>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.csv')).sort()) {
      const tab = basename(file, file.slice(-4));
      const text = readFileSync(join(dir, file), 'utf8');
      tabs.set(tab, parseCsv(text));
      dialects.set(tab, csvDialect(text));
    }
  }
  return new FileWorkbook(dir, 'csv', new MemoryWorkbook(tabs), new CsvSaver(dir, dialects));
}

/**
 * The dialect of a new file in a folder: the one every file read used (a
 * folder of Dutch Excel files gets ';'), otherwise ',' and '\n'.
 */
function folderDialect(dialects: ReadonlyMap<string, CsvDialect>): CsvDialect {
  const all = [...dialects.values()];
  if (all.length === 0) return DEFAULT_CSV_DIALECT;
  const same = (k: keyof CsvDialect) => all.every((d) => d[k] === all[0]![k]);
  return { separator: same('separator') ? all[0]!.separator : ',', newline: same('newline') ? all[0]!.newline : '\n' };
}

class CsvSaver implements Saver {
  constructor(
    private readonly source: string,
    /** The dialect of each file as read, by tab. */
    private readonly dialects: ReadonlyMap<string, CsvDialect>,
  ) {}

  private dialect(tab: string): CsvDialect {
    return this.dialects.get(tab) ?? folderDialect(this.dialects);
  }

  async save(target: string, memory: MemoryWorkbook, changes: readonly Change[]): Promise<void> {
    mkdirSync(target, { recursive: true });
    if (target !== this.source) {
      // Saving elsewhere: the whole workbook goes there.
      for (const tab of memory.tabNames()) writeAtomic(join(target, `${tab}.csv`), toCsv(memory.read(tab) ?? [], this.dialect(tab)));
      return;
    }
    for (const change of changes) {
      const file = join(target, `${change.tab}.csv`);
      const dialect = this.dialect(change.tab);
      if (change.kind !== 'append' || change.created) {
        writeAtomic(file, toCsv(memory.read(change.tab) ?? [], dialect));
      } else {
        // Append the new lines only: the rows the user typed stay byte for byte.
        const existing = readFileSync(file, 'utf8');
        const lead = existing.length > 0 && !existing.endsWith('\n') ? dialect.newline : '';
        appendFileSync(file, lead + toCsv(change.append.rows, dialect));
      }
    }
  }
}

function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, text, 'utf8');
  renameSync(tmp, file);
}
